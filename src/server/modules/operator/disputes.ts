import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { MexicanTimeZone } from '#shared/domain/time-zones';
import { serviceMessages } from '#shared/service-messages';
import { serviceEmails } from '#shared/service-email-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute, ResolveDisputeInput } from '#shared/schemas/operator';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { ConflictError, InvalidInputError, NotFoundError } from '#server/domain/errors';
import type { JobRow } from '#server/db/schema';
import { notifyParty, takeStep } from '#server/modules/jobs';
import { providerDisplayName } from '#server/modules/profiles';
import { audit, type AuditActor } from '#server/modules/audit';

interface DisputeRow {
  service_id: string;
  title: string;
  scheduled_at: string | Date;
  time_zone: MexicanTimeZone;
  price: number;
  payment_method: PaymentMethod;
  payment_confirmed: boolean;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  provider_id: string;
  provider_name: string;
  provider_email: string;
  problem: string | null;
  provider_statement: string | null;
  disputed_at: string | Date;
  no_show_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Disputas: every service in dispute, the oldest report first, with both sides' statements. */
export async function listDisputes(db: Database): Promise<Dispute[]> {
  const rows = rowsOf<DisputeRow>(
    await db.execute(sql`select j.id as service_id, j.title, j.scheduled_at, j.time_zone, j.price, j.payment_method,
        j.payment_confirmed_at is not null as payment_confirmed,
        c.id as customer_id, coalesce(nullif(btrim(c.full_name), ''), ${serviceMessages.customer}) as customer_name,
        c.email as customer_email,
        p.id as provider_id, ${providerDisplayName} as provider_name, p.email as provider_email,
        j.problem, j.provider_statement, j.no_show_at,
        (select max(e.at) from job_events e where e.job_id = j.id and e.to_status = 'disputed') as disputed_at
      from jobs j
      join profiles c on c.id = j.customer_id
      join profiles p on p.id = j.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      where j.status = 'disputed'
      order by disputed_at asc, j.id`),
  );
  return rows.map((row) => ({
    serviceId: row.service_id,
    title: row.title,
    scheduledAt: iso(row.scheduled_at),
    timeZone: row.time_zone,
    price: row.price,
    paymentMethod: row.payment_method,
    paymentConfirmed: row.payment_confirmed,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
    provider: { id: row.provider_id, name: row.provider_name, email: row.provider_email },
    problem: row.problem ?? '',
    providerStatement: row.provider_statement,
    disputedAt: iso(row.disputed_at),
    noShowAt: row.no_show_at === null ? null : iso(row.no_show_at),
  }));
}

/** What the customer pays in the end, or why the amount asked for cannot be. */
function settledAmount(input: ResolveDisputeInput, price: number, noShowFee: number | null): number {
  if (noShowFee !== null) {
    if (input.outcome === 'split') throw new ConflictError('NO_SHOW_SPLIT', operatorMessages.noShowSplit);
    return input.outcome === 'keep' ? noShowFee : 0;
  }
  if (input.outcome === 'keep') return price;
  if (input.outcome === 'refund') return 0;
  const amount = input.amount ?? 0;
  if (amount < 1 || amount >= price)
    throw new InvalidInputError('VALIDATION', operatorMessages.splitAmountRange, {
      amount: operatorMessages.splitAmountRange,
    });
  return amount;
}

/**
 * Ends a dispute as support, in one transaction with the service locked: kept (completed at its price), split
 * (completed at the amount decided) or refunded (cancelled without charge). A contested no-show is kept (the
 * no-show upheld: cancelled with its fee) or refunded (cancelled, nothing to pay). Both parties are told, by their
 * bell and by e-mail, and the audit log records who decided what and why.
 */
export async function resolveDispute(
  db: Database,
  serviceId: string,
  input: ResolveDisputeInput,
  { actor, now }: { actor: AuditActor & { id: string }; now: Date },
): Promise<{ job: JobRow; amount: number }> {
  const notFound = () => new NotFoundError('NOT_FOUND', operatorMessages.disputeNotFound);
  if (!isUuid(serviceId)) throw notFound();
  return db.transaction(async (tx) => {
    const [current] = rowsOf<{ price: number; status: string; no_show_fee: number | null }>(
      await tx.execute(sql`select price, status,
          case when no_show_at is not null then cancellation_fee end as no_show_fee
        from jobs where id = ${serviceId} for update`),
    );
    if (!current) throw notFound();
    if (current.status !== 'disputed')
      throw new ConflictError('NOT_DISPUTED', operatorMessages.disputeNotFound);
    const noShow = current.no_show_fee !== null;
    const amount = settledAmount(input, current.price, current.no_show_fee);
    const { job } = await takeStep(tx, serviceId, {
      action:
        input.outcome === 'refund'
          ? 'resolve_as_cancelled'
          : noShow
            ? 'uphold_no_show'
            : 'resolve_as_completed',
      userId: actor.id,
      now,
      support: { settledAmount: input.outcome === 'split' ? amount : undefined },
    });
    // A card paid online is captured and refunded by the product itself (payments/ledger/card-settlement.ts).
    const [online] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from payments where job_id = ${serviceId} and kind = 'service' limit 1`),
    );
    const card = online && job.paymentMethod === 'card';
    const outcomes: Partial<Record<ResolveDisputeInput['outcome'], string>> = noShow
      ? card
        ? serviceEmails.cardNoShowOutcomes
        : serviceEmails.noShowOutcomes
      : card
        ? serviceEmails.cardOutcomes
        : serviceEmails.outcomes;
    const resolution = { outcome: outcomes[input.outcome]!, amount, reason: input.reason };
    for (const party of ['customer', 'provider'] as const)
      await notifyParty(tx, job, party, `dispute-resolved-${party}`, now, { resolution, charge: undefined });
    await audit(tx, {
      actor,
      action: 'dispute_resolved',
      target: { type: 'service', id: job.id },
      reason: input.reason,
      details: { outcome: input.outcome, amount, price: job.price, ...(noShow && { noShow: true }) },
      at: now,
    });
    return { job, amount };
  });
}
