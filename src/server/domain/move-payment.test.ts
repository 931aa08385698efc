import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, payments, subscriptions } from '#server/db/schema';
import { DomainError } from '#server/domain/errors';
import { AppError } from '#server/plugins/errors';
import { testDriver, useTestApp } from '#server/testing/harness';
import { insertRequest, signUpCustomer, signUpProvider } from '#server/testing/marketplace';
import { createPayment, movePayment, movePayments, PaymentMoveRefused } from './move-payment';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const WRITER = 'src/server/domain/move-payment.ts';
const THIS_TEST = 'src/server/domain/move-payment.test.ts';

// How a status is written, in the ways this code writes SQL: a raw insert (it sets a status, if only the default),
// a raw update whose `set` names the status, or Drizzle's insert, or its update setting the status.
const RAW_INSERT = /\binsert\s+into\s+(payments|service_refunds)\b/gi;
const RAW_UPDATE =
  /\bupdate\s+(payments|service_refunds)\b(?:\s+(?:as\s+)?\w+)?\s+set\b([\s\S]*?)(?:\bwhere\b|`)/gi;
const BUILDER_INSERT = /\.insert\(\s*(?:schema\.)?(payments|serviceRefunds)\s*\)/g;
const BUILDER_UPDATE = /\.update\(\s*(?:schema\.)?(payments|serviceRefunds)\s*\)\s*\.set\(\s*\{([^}]*)\}/g;
const SETS_STATUS = /\bstatus\b\s*[:=]/;

/** The places in this source that write a payment's or a refund's status, as `line: text`. */
function statusWrites(text: string): string[] {
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const found: number[] = [];
  for (const match of text.matchAll(RAW_INSERT)) found.push(match.index);
  for (const match of text.matchAll(BUILDER_INSERT)) found.push(match.index);
  for (const match of text.matchAll(RAW_UPDATE)) if (SETS_STATUS.test(match[2]!)) found.push(match.index);
  for (const match of text.matchAll(BUILDER_UPDATE)) if (SETS_STATUS.test(match[2]!)) found.push(match.index);
  return found.sort((a, b) => a - b).map((index) => `${lineOf(index)}: ${text.slice(index).split('\n')[0]}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

describe('the one writer of payment statuses', () => {
  it('is move-payment.ts: nothing else in src/server writes a payment’s or a refund’s status', () => {
    const elsewhere = sourceFiles('src/server')
      .filter((file) => file !== WRITER && file !== THIS_TEST)
      .flatMap((file) =>
        statusWrites(readFileSync(path.join(root, file), 'utf8')).map((at) => `${file}:${at}`),
      );
    expect(elsewhere).toEqual([]);
    expect(statusWrites(readFileSync(path.join(root, WRITER), 'utf8'))).not.toEqual([]);
  });

  it('finds a status written by hand, raw or through Drizzle, and lets other columns be written', () => {
    const written = [
      "await tx.execute(sql`update payments set status = 'paid' where id = ${id}`);",
      "await tx.execute(sql`update payments p\n  set amount = 1, status = 'failed'\n  where p.id = ${id}`);",
      "await tx.execute(sql`update service_refunds set status = 'sent', sent_at = now() where id = ${id}`);",
      'await tx.execute(sql`insert into payments (kind, amount) values (${kind}, ${amount})`);',
      "await tx.insert(payments).values({ amount: 1, gateway: 'none' });",
      "await db.update(schema.serviceRefunds).set({ clabe, status: 'requested' });",
    ];
    for (const line of written) expect(statusWrites(line), line).toHaveLength(1);
    const allowed = [
      "await tx.execute(sql`update payments set gateway_reference = ${ref} where id = ${id} and status = 'pending'`);",
      'await tx.execute(sql`update payments set voucher_url = ${url}`);',
      'await tx.update(payments).set({ savedMethod: method }).where(eq(payments.id, id));',
      "await tx.execute(sql`select status from payments where status = 'paid'`);",
    ];
    for (const line of allowed) expect(statusWrites(line), line).toEqual([]);
  });
});

describe(`movePayment (${testDriver})`, () => {
  const t = useTestApp();
  let providerId = '';
  let customerId = '';
  let subscriptionId = '';
  const now = new Date('2026-06-01T15:00:00Z');

  beforeAll(async () => {
    t.clock.set(now);
    providerId = (await signUpProvider(t.app, { plan: 'basic' })).userId;
    customerId = (await signUpCustomer(t.app)).userId;
    const [subscription] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.providerId, providerId));
    subscriptionId = subscription!.id;
  });

  let services = 0;
  async function servicePayment() {
    const db = t.database.db;
    // A day apart: the provider's confirmed services may not overlap.
    const scheduledAt = new Date(Date.parse('2026-06-05T16:00:00Z') + services++ * 86_400_000);
    const requestId = await insertRequest(db, { customerId, status: 'assigned', providerId });
    const [job] = await db
      .insert(jobs)
      .values({
        requestId,
        customerId,
        providerId,
        title: 'Limpieza de cocina',
        serviceId: 'home-cleaning',
        scheduledAt,
        timeZone: 'America/Mexico_City',
        location: 'Ciudad de México',
        price: 80_000,
        durationMinutes: 180,
        paymentMethod: 'card',
        status: 'confirmed',
      })
      .returning({ id: jobs.id });
    const values = {
      providerId,
      jobId: job!.id,
      amount: 80_000,
      description: 'Prueba',
      gateway: 'stripe' as const,
    };
    return (await db.transaction((tx) =>
      createPayment(tx, 'service', 'ask', { actor: 'customer', now, values }),
    ))!;
  }
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('moves a card along the table and writes the instants each move implies', async () => {
    const payment = await servicePayment();
    expect(payment).toMatchObject({ status: 'pending', createdAt: now, authorizedAt: null });
    const later = new Date(now.getTime() + 60_000);
    const held = await t.database.db.transaction((tx) =>
      movePayment(tx, 'service', payment.id, 'authorize', {
        actor: 'gateway',
        now: later,
        set: { gatewayReference: 'pi_move_1' },
      }),
    );
    expect(held).toMatchObject({ status: 'authorized', authorizedAt: later, gatewayReference: 'pi_move_1' });
    const paid = await t.database.db.transaction((tx) =>
      movePayment(tx, 'service', payment.id, 'capture', {
        actor: 'task',
        now,
        set: { capturedAmount: 40_000 },
      }),
    );
    expect(paid).toMatchObject({ status: 'paid', paidAt: now, capturedAmount: 40_000, authorizedAt: later });
  });

  it('refuses a move the table does not allow with a domain error, and leaves the payment as it was', async () => {
    const payment = await servicePayment();
    const refused = await t.database.db
      .transaction((tx) => movePayment(tx, 'service', payment.id, 'refund', { actor: 'gateway', now }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentMoveRefused);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).not.toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ reason: 'wrong_status', found: 'pending', code: 'PAYMENT_CHANGED' });
    expect((await statusOf(payment.id)).status).toBe('pending');

    // Nor may anyone the table does not name cause a move: a customer does not capture their own card.
    await expect(
      t.database.db.transaction((tx) =>
        movePayment(tx, 'service', payment.id, 'capture', { actor: 'customer', now }),
      ),
    ).rejects.toMatchObject({ reason: 'not_your_event' });
    // A plan's event does not move a service's payment, though the status would fit.
    await expect(
      t.database.db.transaction((tx) =>
        movePayment(tx, 'plan', payment.id, 'abandon', { actor: 'provider', now }),
      ),
    ).rejects.toMatchObject({ reason: 'wrong_status' });
    expect((await statusOf(payment.id)).status).toBe('pending');
  });

  it('lets one of two moves racing for the same hold win, and refuses the other', async () => {
    const payment = await servicePayment();
    await t.database.db.transaction((tx) =>
      movePayment(tx, 'service', payment.id, 'authorize', { actor: 'gateway', now }),
    );
    // The capture holds the row until told to commit; the release asks meanwhile (on PostgreSQL it waits for the
    // row, on PGlite for its turn) and finds the payment paid.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let captured!: () => void;
    const capturedYet = new Promise<void>((resolve) => (captured = resolve));
    const capture = t.database.db.transaction(async (tx) => {
      await movePayment(tx, 'service', payment.id, 'capture', { actor: 'gateway', now });
      captured();
      await committing;
    });
    await capturedYet;
    const release = t.database.db
      .transaction((tx) => movePayment(tx, 'service', payment.id, 'release', { actor: 'task', now }))
      .catch((error: unknown) => error);
    commit();
    await capture;
    expect(await release).toMatchObject({ reason: 'wrong_status', found: 'paid' });
    expect((await statusOf(payment.id)).status).toBe('paid');
  });

  it('sweeps only the rows an event can move, and creates rows only by an event that starts from none', async () => {
    const db = t.database.db;
    const ask = (reference: string) =>
      db.transaction((tx) =>
        createPayment(
          tx,
          'plan',
          'ask',
          {
            actor: 'provider',
            now,
            values: {
              providerId,
              subscriptionId,
              amount: 10_000,
              description: 'Plan',
              gateway: 'transfer',
              reference,
            },
          },
          { target: 'reference' },
        ),
      );
    const waiting = (await ask('7000001'))!;
    const decided = (await ask('7000002'))!;
    await db.transaction((tx) =>
      movePayment(tx, 'plan', decided.id, 'confirm_transfer', {
        actor: 'operator',
        now,
        set: { decidedBy: 'op' },
      }),
    );
    expect(await statusOf(decided.id)).toMatchObject({ status: 'paid', paidAt: now, decidedAt: now });
    // A second waiting payment with the same reference is not written: the reference is taken.
    expect(await ask('7000001')).toBeNull();

    const moved = await db.transaction((tx) =>
      movePayments(tx, 'plan', eq(payments.subscriptionId, subscriptionId), 'abandon', {
        actor: 'provider',
        now,
      }),
    );
    expect(moved.map((row) => row.id)).toEqual([waiting.id]);
    expect((await statusOf(decided.id)).status).toBe('paid');

    await expect(
      db.transaction((tx) =>
        createPayment(tx, 'plan', 'confirm_transfer', {
          actor: 'operator',
          now,
          values: { providerId, subscriptionId, amount: 1, description: 'Plan', gateway: 'transfer' },
        }),
      ),
    ).rejects.toMatchObject({ reason: 'wrong_status' });
  });
});
