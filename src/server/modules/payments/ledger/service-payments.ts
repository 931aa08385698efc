import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  cardAuthorizeAt,
  cardHoldOutlivesStart,
  cardMode,
  cardPayBy,
  cardWindowOpens,
  holdRenewAt,
} from '#shared/domain/card-payment';
import { GATEWAY_METHODS, isOnlineOnly, type PaymentMethod } from '#shared/catalog';
import { oxxoRefusal } from '#shared/domain/online-payment';
import {
  canMove,
  isOpenPayment,
  keptOf,
  OPEN_PAYMENT_STATUSES,
  OPEN_REFUND_STATUSES,
  owedAtSettlement,
  refundEvent,
  UNPAID_END_STATUSES,
  type PaymentActor,
  type PaymentStatus,
} from '#shared/domain/payment-lifecycle';
import {
  AWAITING_OUTCOME_STATUSES,
  isIn,
  noShowUnsettled,
  SCHEDULED_STATUSES,
  UPCOMING_STATUSES,
} from '#shared/domain/service-lifecycle';
import { fillSlots, formatDateTime } from '#shared/format';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import { cardPaymentMessages, onlinePaymentMessages, type CardState } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { oneOf } from '#server/db/schema/sql-helpers';
import { ConflictError } from '#server/domain/errors';
import { methodRefusal } from '#server/modules/payments/gateways/available-methods';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import type { JobRow } from '#server/db/schema';
import { notifyParty } from '#server/modules/jobs/notify';
import { findAsParty, stateOf, takeStep } from '#server/modules/jobs/transitions';
import { GatewayUnavailableError, gatewayDown } from '#server/modules/payments/gateways/plan-gateway';
import { createPayment, movePayment, type PaymentRecord } from './move-payment';
import { recordInstructions } from './online-records';
import type {
  CardCheckout,
  ServiceCharge,
  ServiceEvent,
  ServiceGateway,
} from '#server/modules/payments/gateways/service-gateway';
import { oweRefund, refundStates, type RefundState } from './service-refunds';

// A service paid by card: one `payments` row (kind 'service') asked when the service is agreed, authorised in
// the browser (or off-session 48 h before, for a service further ahead than a hold lasts), captured when it is
// completed (the cancellation charge when cancelled late, nothing when free), and only ever moved by what the
// gateway answers or its webhooks say. The gateway is called with no transaction open.

export const CARD_DEADLINE = 'service-card-deadline';
export const CARD_AUTHORIZE = 'service-card-authorize';
export const CARD_SETTLE = 'service-card-settle';
export const CARD_HOLD_RENEWAL = 'service-card-hold-renewal';
/** Asks the gateway for a SPEI or OXXO payment's instructions, right after the service is agreed. */
export const ONLINE_START = 'service-online-start';

export interface PaymentRow {
  id: string;
  job_id: string;
  provider_id: string;
  amount: number;
  status: PaymentStatus;
  gateway: string;
  gateway_reference: string | null;
  setup_reference: string | null;
  saved_method: string | null;
  captured_amount: number | null;
  refunded_amount: number | null;
  failure_reason: string | null;
  method: 'card' | 'spei' | 'oxxo' | null;
  created_at: string | Date;
}

const paymentColumns = sql`p.id, p.job_id, p.provider_id, p.amount, p.status, p.gateway, p.gateway_reference,
  p.setup_reference, p.saved_method, p.captured_amount, p.refunded_amount, p.failure_reason, p.method, p.created_at`;

// A service's current payment: the open one (at most one, by a unique index), else the latest that ended.
const OPEN_FIRST = sql`(${oneOf(sql`p.status`, OPEN_PAYMENT_STATUSES)}) desc, p.created_at desc, p.id desc`;

/** Whether this provider's connected account at the gateway can take card payments now. */
export async function providerTakesCards(db: Database, gateway: string, providerId: string) {
  const [row] = rowsOf<{ external_id: string }>(
    await db.execute(sql`select external_id from payout_accounts
      where provider_id = ${providerId} and gateway = ${gateway} and charges_enabled`),
  );
  return row?.external_id ?? null;
}

/** The gateways services are paid through, in order of preference: Stripe, then Mercado Pago. */
export type ServiceGateways = readonly ServiceGateway[];

export const gatewayNamed = (gateways: ServiceGateways, name: string) =>
  gateways.find((gateway) => gateway.name === name) ?? null;

/**
 * The gateway a provider's `method` payments go through: the first configured one that takes the method and
 * where the provider's account takes charges now (Stripe first, for a provider who has both).
 */
export async function gatewayForProvider(
  db: Database,
  gateways: ServiceGateways,
  providerId: string,
  method: PaymentMethod,
): Promise<ServiceGateway | null> {
  for (const gateway of gateways)
    if (
      (gateway.methods as readonly string[]).includes(method) &&
      (await providerTakesCards(db, gateway.name, providerId))
    )
      return gateway;
  return null;
}

/**
 * Through which gateway this way to pay is agreed for the service (null: cash or transfer, paid to the provider),
 * or why it cannot be (no gateway takes it here, the provider, OXXO's limits).
 */
export async function onlineGateway(
  tx: Database,
  gateways: ServiceGateways,
  { method, providerId, scheduledAt, price, now }: OnlineTerms,
): Promise<{ refusal: ConflictError; gateway: null } | { refusal: null; gateway: ServiceGateway | null }> {
  const refuse = (code: string, message: string) => ({
    refusal: new ConflictError(code, message),
    gateway: null,
  });
  const unavailable = methodRefusal(gateways, method);
  if (unavailable) return { refusal: unavailable, gateway: null };
  if (!GATEWAY_METHODS.has(method)) return { refusal: null, gateway: null };
  const gateway = await gatewayForProvider(tx, gateways, providerId, method);
  if (!gateway)
    return refuse(
      'PROVIDER_NO_CARDS',
      method === 'card' ? cardPaymentMessages.providerNoCards : onlinePaymentMessages.providerNoOnline,
    );
  const oxxo = method === 'oxxo' ? oxxoRefusal(scheduledAt, price, now) : null;
  if (oxxo)
    return refuse(
      'OXXO_UNAVAILABLE',
      oxxo === 'too_soon' ? onlinePaymentMessages.oxxoTooSoon : onlinePaymentMessages.oxxoAmount,
    );
  return { refusal: null, gateway };
}

interface OnlineTerms {
  method: PaymentMethod;
  providerId: string;
  scheduledAt: Date;
  price: number;
  now: Date;
}

/**
 * In the transaction that agrees a service to be paid online (an offer accepted, a booking made, the method
 * changed): the payment asked of the customer, and the timer that cancels the service for free if it is not
 * paid (a card authorised, a transfer or a voucher paid) in time. SPEI and OXXO are asked of the gateway at once.
 */
export async function askOnlinePayment(tx: Database, gateway: string, job: JobRow, now: Date) {
  const payment = await createPayment(tx, 'service', 'ask', {
    actor: 'customer',
    now,
    values: {
      providerId: job.providerId,
      jobId: job.id,
      amount: job.price,
      description: cardPaymentMessages.description.replace('{title}', job.title),
      gateway: gateway as PaymentRecord['gateway'],
      method: job.paymentMethod as PaymentRecord['method'],
    },
  });
  if (isOnlineOnly(job.paymentMethod))
    await enqueue(tx, {
      kind: ONLINE_START,
      payload: { jobId: job.id, paymentId: payment!.id },
      dedupeKey: `${ONLINE_START}:${payment!.id}`,
    });
  await enqueue(tx, {
    kind: CARD_DEADLINE,
    payload: { jobId: job.id, paymentId: payment!.id },
    runAt: cardPayBy(job.scheduledAt, now),
    dedupeKey: `${CARD_DEADLINE}:${payment!.id}`,
  });
  return payment!.id;
}

/** Still ahead or under way, or a no-show the customer may still contest (or contests): nothing to settle yet. */
const notYetSettled = (job: JobRow) => isIn(UPCOMING_STATUSES, job.status) || noShowUnsettled(stateOf(job));

/**
 * In the transaction of a step that ends a card-paid service (completed, cancelled, declined) or of a change away
 * from card: its open payment is settled by a task (captured in full or in part, or released). Queued once per
 * payment: a no-show's only once its fee is settled.
 */
export async function queueCardSettlement(tx: Database, jobId: string) {
  // A card captured early (a hold about to run out) is settled too: a refund may be owed.
  const open = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from payments where job_id = ${jobId} and kind = 'service'
      and ${oneOf(sql`status`, OPEN_PAYMENT_STATUSES)}`),
  );
  for (const { id } of open)
    await enqueue(tx, {
      kind: CARD_SETTLE,
      payload: { paymentId: id },
      dedupeKey: `${CARD_SETTLE}:${id}`,
    });
}

export interface CardPaymentState {
  state: CardState;
  /** By when an authorised card (or the transfer, the voucher) is waited for. */
  payBy: Date;
  reason: string | null;
  captured: number | null;
  method: 'card' | 'spei' | 'oxxo';
  bank: { clabe: string; reference: string; amountRemaining: number; url: string | null } | null;
  voucher: { number: string; expiresAt: string; url: string | null } | null;
  refund: RefundState | null;
}

interface StateRow extends PaymentRow {
  scheduled_at: string | Date;
  bank_clabe: string | null;
  bank_reference: string | null;
  amount_remaining: number | null;
  voucher_number: string | null;
  voucher_expires_at: string | Date | null;
  voucher_url: string | null;
}

/** The latest online payment of each service (card, SPEI, OXXO), as its parties read it. */
export async function cardStates(db: Database, jobIds: string[]): Promise<Map<string, CardPaymentState>> {
  if (jobIds.length === 0) return new Map();
  const [rows, refunds] = await Promise.all([
    db
      .execute(
        sql`select distinct on (p.job_id) ${paymentColumns}, j.scheduled_at, p.bank_clabe, p.bank_reference,
          p.amount_remaining, p.voucher_number, p.voucher_expires_at, p.voucher_url
        from payments p join jobs j on j.id = p.job_id
        where p.kind = 'service' and p.job_id in ${sql`(${sql.join(
          jobIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}
        order by p.job_id, ${OPEN_FIRST}`,
      )
      .then((result) => rowsOf<StateRow>(result)),
    refundStates(db, jobIds),
  ]);
  return new Map(
    rows.map((row) => {
      const refund = refunds.get(row.job_id) ?? null;
      const waiting = row.status === 'pending';
      return [
        row.job_id,
        {
          state: cardStateOf({ ...row, refund_open: refund !== null && refund.state !== 'sent' }),
          payBy: cardPayBy(new Date(row.scheduled_at), new Date(row.created_at)),
          reason: row.failure_reason,
          captured: row.captured_amount,
          method: row.method ?? 'card',
          bank:
            waiting && row.bank_clabe && row.bank_reference
              ? {
                  clabe: row.bank_clabe,
                  reference: row.bank_reference,
                  amountRemaining: row.amount_remaining ?? row.amount,
                  url: row.voucher_url,
                }
              : null,
          voucher:
            waiting && row.voucher_number && row.voucher_expires_at
              ? {
                  number: row.voucher_number,
                  expiresAt: new Date(row.voucher_expires_at).toISOString(),
                  url: row.voucher_url,
                }
              : null,
          refund,
        },
      ];
    }),
  );
}

/**
 * The latest online payment of the service `j` (its open one first) as a lateral subquery `pay`, with
 * `status`, `saved_method`, `amount_remaining`, `amount` and `refund_open`: for lists that show each service's
 * payment state.
 */
export const latestCardPaymentOf = sql`left join lateral (select p.status, p.saved_method, p.amount_remaining,
    p.amount, exists (select 1 from service_refunds r where r.payment_id = p.id
      and ${oneOf(sql`r.status`, OPEN_REFUND_STATUSES)}) as refund_open
  from payments p where p.job_id = j.id and p.kind = 'service' order by ${OPEN_FIRST} limit 1) pay on true`;

type StateOf = Pick<PaymentRow, 'status' | 'saved_method'> & {
  amount_remaining?: number | null;
  amount?: number | null;
  refund_open?: boolean | null;
};

/** How an online payment row stands for the people who see it. */
export function cardStateOf(row: StateOf): CardState {
  if (row.refund_open) return 'refund_owed';
  switch (row.status) {
    case 'pending':
      if (row.saved_method) return 'saved';
      // SPEI funded in part: the rest is still awaited.
      return row.amount_remaining != null && row.amount != null && row.amount_remaining < row.amount
        ? 'partial'
        : 'unpaid';
    case 'cancelled':
      return 'released';
    default:
      return row.status;
  }
}

export async function latestPayment(tx: Database, jobId: string, { lock = false } = {}) {
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p where p.job_id = ${jobId} and p.kind = 'service'
      order by ${OPEN_FIRST} limit 1 ${lock ? sql`for update` : sql``}`),
  );
  return row ?? null;
}

export async function chargeFor(
  tx: Database,
  gateway: ServiceGateway,
  job: JobRow,
  paymentId: string,
): Promise<ServiceCharge> {
  const destination = await providerTakesCards(tx, gateway.name, job.providerId);
  if (!destination) throw new ConflictError('PROVIDER_NO_CARDS', cardPaymentMessages.providerNoCards);
  const [customer] = rowsOf<{ email: string; full_name: string | null; external_id: string | null }>(
    await tx.execute(sql`select p.email, p.full_name, c.external_id from profiles p
      left join payment_customers c on c.profile_id = p.id and c.gateway = ${gateway.name}
      where p.id = ${job.customerId}`),
  );
  return {
    paymentId,
    jobId: job.id,
    amount: job.price,
    description: cardPaymentMessages.description.replace('{title}', job.title),
    customer: {
      profileId: job.customerId,
      email: customer!.email,
      name: customer!.full_name ?? customer!.email,
      externalId: customer!.external_id,
    },
    destination,
  };
}

/**
 * In the transaction of a card payment the customer is about to make: the service (theirs, by card, still ahead),
 * its open payment (a new one after a declined card, through the provider's gateway now), and the gateway that
 * payment goes through. Refused as the card form would be.
 */
export async function openCardPayment(
  tx: Database,
  gateways: ServiceGateways,
  { jobId, customerId, now }: { jobId: string; customerId: string; now: Date },
) {
  const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
  if (actor !== 'customer') throw new ConflictError('NOT_CARD', cardPaymentMessages.notCard);
  if (job.paymentMethod !== 'card') throw new ConflictError('NOT_CARD', cardPaymentMessages.notCard);
  if (!isIn(SCHEDULED_STATUSES, job.status))
    throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
  let payment = await latestPayment(tx, job.id, { lock: true });
  const saved = payment?.status === 'pending' && payment.saved_method;
  if (payment?.status === 'authorized' || payment?.status === 'paid' || saved)
    throw new ConflictError('ALREADY_AUTHORIZED', cardPaymentMessages.alreadyAuthorized);
  let gateway = payment?.status === 'pending' ? gatewayNamed(gateways, payment.gateway) : null;
  if (!payment || payment.status !== 'pending' || !gateway) {
    // The first card declined (or released): the customer tries another, within the same time to pay.
    if (payment && cardPayBy(job.scheduledAt, new Date(payment.created_at)) <= now)
      throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
    gateway = await gatewayForProvider(tx, gateways, job.providerId, 'card');
    if (!gateway) throw new ConflictError('PROVIDER_NO_CARDS', cardPaymentMessages.providerNoCards);
    if (payment?.status === 'pending')
      await movePayment(tx, 'service', payment.id, 'abandon', { actor: 'customer', now });
    const id = await askOnlinePayment(tx, gateway.name, job, now);
    payment = (await latestPayment(tx, job.id))!;
    if (payment.id !== id) throw new Error('card payment not found after asking it');
  } else if (cardPayBy(job.scheduledAt, new Date(payment.created_at)) <= now)
    throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
  // Kept with the payment: a hold or a saved card, decided once, so a retry asks the gateway the same thing.
  const mode = payment.setup_reference
    ? 'save'
    : payment.gateway_reference
      ? 'authorize'
      : cardMode(job.scheduledAt, now);
  if (!gateway.savesCards && !cardHoldOutlivesStart(job.scheduledAt, now))
    throw new ConflictError(
      'CARD_TOO_EARLY',
      fillSlots(mercadoPagoMessages.tooEarly, { date: formatDateTime(cardWindowOpens(job.scheduledAt)) }),
    );
  return { job, payment, gateway, mode: gateway.savesCards ? mode : ('authorize' as const) };
}

/**
 * 'Pagar con tarjeta': the card form for the service's payment. A hold for the price when the service is less
 * than 7 days away, else the card saved for an authorisation 48 h before. Asking again (a second tab, a reload)
 * gets the same intent back; after a declined card, a new payment is asked. A gateway whose form tokenises the
 * card first (Mercado Pago) is asked nothing yet: the token comes back to authorizeCardToken.
 */
export async function startCardPayment(
  db: Database,
  gateways: ServiceGateways,
  { jobId, customerId, now, log }: { jobId: string; customerId: string; now: Date; log: FastifyBaseLogger },
): Promise<{ gateway: ServiceGateway; checkout: CardCheckout; amount: number }> {
  const prepared = await db.transaction(async (tx) => {
    const { job, payment, gateway, mode } = await openCardPayment(tx, gateways, { jobId, customerId, now });
    const charge = await chargeFor(tx, gateway, job, payment.id);
    return { charge, mode, gateway } as const;
  });
  const { gateway } = prepared;
  if (gateway.authorizeToken)
    return {
      gateway,
      amount: prepared.charge.amount,
      checkout: { customerId: '', mode: 'authorize', externalId: '', clientSecret: '' },
    };

  let checkout: CardCheckout;
  try {
    checkout = await gateway.startCard(prepared.charge, prepared.mode);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn({ jobId, reason: error.message }, 'card payment could not start');
    throw gatewayDown();
  }
  await db.transaction(async (tx) => {
    const reference =
      checkout.mode === 'save'
        ? sql`setup_reference = ${checkout.externalId}`
        : sql`gateway_reference = ${checkout.externalId}`;
    await tx.execute(sql`update payments set ${reference} where id = ${prepared.charge.paymentId}`);
    await tx.execute(sql`insert into payment_customers (profile_id, gateway, external_id, created_at)
      values (${customerId}, ${gateway.name}, ${checkout.customerId}, ${now.toISOString()}) on conflict do nothing`);
  });
  return { gateway, checkout, amount: prepared.charge.amount };
}

/**
 * The customer chooses another way to pay a service still ahead: a card hold is released (a SPEI or OXXO payment
 * still waiting is cancelled), and choosing card, SPEI or OXXO asks for a payment (when the provider takes them).
 * A service already paid online keeps its way to pay. The service's price and date do not change.
 */
export async function changePaymentMethod(
  db: Database,
  gateways: ServiceGateways,
  { jobId, customerId, method, now }: { jobId: string; customerId: string; method: PaymentMethod; now: Date },
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
    if (actor !== 'customer' || !isIn(SCHEDULED_STATUSES, job.status) || job.scheduledAt <= now)
      throw new ConflictError('METHOD_LOCKED', cardPaymentMessages.notChangeable);
    if (job.paymentMethod === method) throw new ConflictError('SAME_METHOD', cardPaymentMessages.sameMethod);
    const terms = { method, providerId: job.providerId, scheduledAt: job.scheduledAt, price: job.price, now };
    const { refusal, gateway } = await onlineGateway(tx, gateways, terms);
    if (refusal) throw refusal;
    const online = gateway !== null;
    if (online && cardPayBy(job.scheduledAt, now) <= now)
      throw new ConflictError(
        'CARD_TOO_LATE',
        method === 'card' ? cardPaymentMessages.tooLate : onlinePaymentMessages.tooLate,
      );
    const open = await latestPayment(tx, job.id, { lock: true });
    // Money that already arrived (SPEI, OXXO) cannot be held back: the service stays paid this way.
    if (open?.status === 'paid' && open.method !== 'card')
      throw new ConflictError('ALREADY_PAID', onlinePaymentMessages.alreadyPaid);
    const [updated] = rowsOf<{ id: string }>(
      await tx.execute(sql`update jobs set payment_method = ${method}, updated_at = ${now.toISOString()}
        where id = ${job.id} returning id`),
    );
    if (!updated) throw new Error('service vanished under its lock');
    if (open && canMove('service', open.status, 'abandon')) {
      // Closed now (so the new way's payment can be asked in this transaction); the gateway lets it go after.
      await movePayment(tx, 'service', open.id, 'abandon', { actor: 'customer', now });
      for (const stray of [open.gateway_reference, open.setup_reference].filter((ref) => ref !== null))
        await enqueue(tx, {
          kind: CARD_SETTLE,
          payload: { paymentId: open.id, stray },
          dedupeKey: `${CARD_SETTLE}:stray:${stray}`,
        });
    }
    const changed = { ...job, paymentMethod: method, updatedAt: now };
    if (online) await askOnlinePayment(tx, gateway.name, changed, now);
    return changed;
  });
}

/** Finds the payment a webhook is about (by the gateway's ids, else our id in its metadata), locked. */
async function paymentOfEvent(tx: Database, gateway: string, event: ServiceEvent) {
  if (event.kind === 'payout-account') return null;
  const reference =
    'setupId' in event
      ? sql`p.setup_reference = ${event.setupId}`
      : sql`p.gateway_reference = ${event.externalId}`;
  const byId = event.paymentId && isUuid(event.paymentId) ? sql`p.id = ${event.paymentId}` : sql`false`;
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p
      where p.gateway = ${gateway} and p.kind = 'service' and (${reference} or ${byId})
      order by ${reference} desc limit 1 for update`),
  );
  return row ?? null;
}

const isUnpaidEnd = (status: PaymentStatus) =>
  (UNPAID_END_STATUSES as readonly PaymentStatus[]).includes(status);

async function jobOf(tx: Database, jobId: string): Promise<JobRow> {
  const { job } = await findAsParty(tx, jobId, null, { lock: true });
  return job;
}

/** A webhook's news about a service's card or a provider's account, in the webhook's transaction. */
export async function applyServiceEvent(
  tx: Database,
  gateway: string,
  event: ServiceEvent,
  now: Date,
): Promise<string> {
  if (event.kind === 'payout-account') {
    const updated = rowsOf(
      await tx.execute(sql`update payout_accounts set charges_enabled = ${event.chargesEnabled},
          payouts_enabled = ${event.payoutsEnabled}, details_submitted = ${event.detailsSubmitted},
          disabled_reason = ${event.disabledReason}, updated_at = ${now.toISOString()}
        where gateway = ${gateway} and external_id = ${event.externalId} returning provider_id`),
    );
    return updated.length ? 'applied' : 'ignored: unknown account';
  }
  const payment = await paymentOfEvent(tx, gateway, event);
  if (!payment) return 'ignored: unknown payment';
  switch (event.kind) {
    case 'card-authorized': {
      // Never trust an amount we did not set: the agreed price in pesos, or nothing is authorised here.
      if (event.currency.toLowerCase() !== 'mxn' || event.amount !== payment.amount)
        return `ignored: authorised ${event.amount} ${event.currency}, the service costs ${payment.amount} mxn`;
      if (isUnpaidEnd(payment.status)) {
        // A card confirmed again in the same form after a decline (or after another way to pay was chosen):
        // the hold is this payment's again if nothing else is open, else it is released.
        const [open] = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from payments where job_id = ${payment.job_id} and kind = 'service'
            and ${oneOf(sql`status`, OPEN_PAYMENT_STATUSES)}`),
        );
        const job = await jobOf(tx, payment.job_id);
        if (open || payment.status === 'cancelled' || !isIn(SCHEDULED_STATUSES, job.status)) {
          await enqueue(tx, {
            kind: CARD_SETTLE,
            payload: { paymentId: payment.id, stray: event.externalId },
            dedupeKey: `${CARD_SETTLE}:stray:${event.externalId}`,
          });
          return 'applied: stray hold released';
        }
      } else if (!canMove('service', payment.status, 'authorize'))
        return `ignored: payment ${payment.status}`;
      await movePayment(tx, 'service', payment.id, 'authorize', {
        actor: 'gateway',
        now,
        set: {
          gatewayReference: event.externalId,
          failureReason: null,
          savedMethod: event.paymentMethod ?? payment.saved_method,
        },
      });
      await scheduleHoldRenewal(tx, payment.id, now, 'browser');
      // The service ended (or changed method) while the card was being confirmed: settle the hold at once.
      const job = await jobOf(tx, payment.job_id);
      if (job.paymentMethod !== 'card' || !notYetSettled(job)) await queueCardSettlement(tx, job.id);
      return 'applied';
    }
    case 'card-captured': {
      if (payment.status === 'paid') return 'ignored: already paid';
      if (!canMove('service', payment.status, 'capture')) return `ignored: payment ${payment.status}`;
      if (event.currency.toLowerCase() !== 'mxn' || event.amount > payment.amount)
        return `ignored: captured ${event.amount} ${event.currency} of ${payment.amount} mxn`;
      await recordCaptured(tx, payment, event.amount, { actor: 'gateway', now });
      // A transfer or a voucher paid after the service ended (cancelled meanwhile): what is not owed goes back.
      const job = await jobOf(tx, payment.job_id);
      if (!notYetSettled(job)) await queueCardSettlement(tx, job.id);
      return 'applied';
    }
    case 'bank-instructions':
    case 'oxxo-voucher': {
      if (payment.status !== 'pending') return `ignored: payment ${payment.status}`;
      const instructions = {
        externalId: event.externalId,
        bank: event.kind === 'bank-instructions' ? event.bank : null,
        voucher: event.kind === 'oxxo-voucher' ? event.voucher : null,
      };
      await recordInstructions(tx, payment, await jobOf(tx, payment.job_id), instructions, now);
      return 'applied';
    }
    case 'card-failed':
    case 'card-save-failed': {
      if (!canMove('service', payment.status, 'decline')) return `ignored: payment ${payment.status}`;
      await recordFailed(tx, payment, event.reason, { event: 'decline', actor: 'gateway', now });
      return 'applied';
    }
    case 'card-refunded': {
      if (payment.status !== 'paid' && payment.status !== 'refunded')
        return `ignored: payment ${payment.status}`;
      const captured = payment.captured_amount ?? payment.amount;
      if (event.currency.toLowerCase() !== 'mxn' || event.refunded > captured)
        return `ignored: refunded ${event.refunded} ${event.currency} of ${captured} mxn`;
      if (event.refunded <= (payment.refunded_amount ?? 0)) return 'ignored: already refunded';
      await recordRefunded(tx, payment, event.refunded, { actor: 'gateway', now });
      return 'applied';
    }
    case 'card-released': {
      if (!canMove('service', payment.status, 'release')) return `ignored: payment ${payment.status}`;
      await movePayment(tx, 'service', payment.id, 'release', { actor: 'gateway', now });
      return 'applied';
    }
    case 'card-saved': {
      if (payment.status !== 'pending' || payment.saved_method) return 'ignored: already saved';
      await tx.execute(sql`update payments set saved_method = ${event.paymentMethod}, failure_reason = null
        where id = ${payment.id}`);
      const job = await jobOf(tx, payment.job_id);
      await enqueue(tx, {
        kind: CARD_AUTHORIZE,
        payload: { paymentId: payment.id },
        runAt: cardAuthorizeAt(job.scheduledAt, now),
        dedupeKey: `${CARD_AUTHORIZE}:${payment.id}`,
      });
      return 'applied';
    }
  }
}

export async function recordCaptured(
  tx: Database,
  payment: PaymentRow,
  amount: number,
  { actor, now }: { actor: PaymentActor; now: Date },
) {
  await movePayment(tx, 'service', payment.id, 'capture', {
    actor,
    now,
    set: { capturedAmount: amount, failureReason: null },
  });
  // The money moved through the gateway: the charge is paid, with no one to confirm it by hand.
  await tx.execute(sql`update jobs set payment_confirmed_at = ${now.toISOString()}
    where id = ${payment.job_id} and payment_confirmed_at is null`);
}

/** What was given back of a captured card, in all; the whole of it makes the payment 'refunded'. */
async function recordRefunded(
  tx: Database,
  payment: PaymentRow,
  refunded: number,
  { actor, now }: { actor: PaymentActor; now: Date },
) {
  const event = refundEvent({ amount: payment.amount, capturedAmount: payment.captured_amount }, refunded);
  await movePayment(tx, 'service', payment.id, event, { actor, now, set: { refundedAmount: refunded } });
}

async function scheduleHoldRenewal(
  tx: Database,
  paymentId: string,
  authorizedAt: Date,
  placed: Parameters<typeof holdRenewAt>[1],
) {
  const runAt = holdRenewAt(authorizedAt, placed);
  await enqueue(tx, {
    kind: CARD_HOLD_RENEWAL,
    payload: { paymentId, authorizedAt: authorizedAt.toISOString() },
    runAt,
    dedupeKey: `${CARD_HOLD_RENEWAL}:${paymentId}:${authorizedAt.getTime()}`,
  });
}

/**
 * A declined card (or a hold that could not be placed again): the payment fails, and the customer is told by
 * when to pay another way.
 */
async function recordFailed(
  tx: Database,
  payment: PaymentRow,
  reason: string | null,
  { event, actor, now }: { event: 'decline' | 'lose_hold'; actor: PaymentActor; now: Date },
) {
  await movePayment(tx, 'service', payment.id, event, { actor, now, set: { failureReason: reason } });
  const job = await jobOf(tx, payment.job_id);
  if (!isIn(SCHEDULED_STATUSES, job.status)) return;
  const payBy = cardPayBy(job.scheduledAt, new Date(payment.created_at));
  await notifyParty(tx, job, 'customer', payment.method === 'oxxo' ? 'oxxo-expired' : 'card-failed', now, {
    payBy: payBy.toISOString(),
    dedupe: payment.id,
  });
}

/** 48 h before the service: the saved card is authorised off-session for the price. */
export const runCardAuthorize =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string }> =>
  async ({ paymentId }, { db, now, log, completeInTransaction }) => {
    const prepared = await db.transaction(async (tx) => {
      const [payment] = rowsOf<PaymentRow & { customer_external: string | null }>(
        await tx.execute(sql`select ${paymentColumns}, c.external_id as customer_external
          from payments p join jobs j on j.id = p.job_id
          left join payment_customers c on c.profile_id = j.customer_id and c.gateway = p.gateway
          where p.id = ${paymentId}`),
      );
      if (!payment || payment.status !== 'pending' || !payment.saved_method || !payment.customer_external)
        return null;
      const gateway = gatewayNamed(gateways, payment.gateway);
      if (!gateway) return null;
      const job = await jobOf(tx, payment.job_id);
      if (job.paymentMethod !== 'card' || !isIn(SCHEDULED_STATUSES, job.status)) return null;
      try {
        const charge = await chargeFor(tx, gateway, job, payment.id);
        return {
          gateway,
          charge: { ...charge, customerId: payment.customer_external, paymentMethod: payment.saved_method },
        };
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        return { gateway, charge: null };
      }
    });
    if (!prepared) return;
    const outcome = prepared.charge
      ? await prepared.gateway.authorizeSaved(prepared.charge)
      : ({ status: 'failed', externalId: null, reason: cardPaymentMessages.providerNoCards } as const);
    log.info({ paymentId, outcome: outcome.status }, 'saved card authorised off-session');
    await completeInTransaction(async (tx) => {
      const [payment] = rowsOf<PaymentRow>(
        await tx.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId} for update`),
      );
      if (!payment || payment.status !== 'pending') return;
      if (outcome.externalId)
        await tx.execute(sql`update payments set gateway_reference = ${outcome.externalId}
          where id = ${paymentId}`);
      if (outcome.status === 'authorized') {
        await movePayment(tx, 'service', paymentId, 'authorize', { actor: 'task', now });
        await scheduleHoldRenewal(tx, paymentId, now, 'offSession');
        const job = await jobOf(tx, payment.job_id);
        if (job.paymentMethod !== 'card' || !notYetSettled(job)) await queueCardSettlement(tx, job.id);
      } else await recordFailed(tx, payment, outcome.reason, { event: 'decline', actor: 'task', now });
    });
  };

// What the payment keeps once its service ended: the lifecycle's rule (owedAtSettlement), read of the row.
const amountOwed = (job: JobRow, payment: Pick<PaymentRow, 'method'>) =>
  owedAtSettlement(
    { ...stateOf(job), price: job.price, settledAmount: job.settledAmount },
    payment.method ?? 'card',
  );

export const runCardSettle =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string; stray?: string }> =>
  async ({ paymentId, stray }, { db, now, log, completeInTransaction }) => {
    const [payment] = rowsOf<PaymentRow>(
      await db.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId}`),
    );
    const gateway = payment ? gatewayNamed(gateways, payment.gateway) : null;
    if (!payment || !gateway) return;
    // A hold that belongs to no open payment (a card confirmed twice): released, nothing recorded.
    if (stray) return void (await gateway.release(stray));
    if (!isOpenPayment(payment.status)) return;
    const job = await findAsParty(db, payment.job_id, null).then((found) => found.job);
    const owed = amountOwed(job, payment);
    if (owed === null) return;
    // Outside any transaction; a failure throws, and the task is retried with the same keys.
    if (payment.status === 'paid') {
      const kept = keptOf({
        amount: payment.amount,
        capturedAmount: payment.captured_amount,
        refundedAmount: payment.refunded_amount,
      });
      if (kept <= owed || !payment.gateway_reference) return;
      if (payment.method === 'oxxo') {
        // Stripe cannot refund OXXO: the provider's share is taken back and the customer is paid by transfer.
        const key = `${payment.id}-${owed}`;
        const reversal = await gateway.reverseTransfer(payment.gateway_reference, kept - owed, key);
        if (!reversal) log.warn({ paymentId }, 'no transfer to reverse for an OXXO refund');
        await completeInTransaction(async (tx) => {
          const fresh = await lockPayment(tx, paymentId);
          if (fresh?.status === 'paid')
            await oweRefund(tx, fresh, job, { amount: kept - owed, key, reversal, now });
        });
        return;
      }
      await gateway.refund(payment.gateway_reference, kept - owed, `${payment.id}-${owed}`);
      log.info({ paymentId, refunded: kept - owed }, 'card payment refunded');
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (fresh && (fresh.refunded_amount ?? 0) < kept - owed + (payment.refunded_amount ?? 0))
          await recordRefunded(tx, fresh, (payment.refunded_amount ?? 0) + kept - owed, {
            actor: 'task',
            now,
          });
      });
      return;
    }
    const reference = payment.gateway_reference ?? payment.setup_reference;
    const capture = payment.status === 'authorized' && owed > 0 && payment.gateway_reference !== null;
    if (capture)
      await gateway.capture(payment.gateway_reference!, Math.min(owed, payment.amount), payment.id);
    else if (reference) await gateway.release(reference);
    log.info({ paymentId, capture, owed }, 'card payment settled');
    await completeInTransaction(async (tx) => {
      const fresh = await lockPayment(tx, paymentId);
      if (!fresh || !canMove('service', fresh.status, 'release')) return;
      if (capture) await recordCaptured(tx, fresh, Math.min(owed, fresh.amount), { actor: 'task', now });
      else await movePayment(tx, 'service', paymentId, 'release', { actor: 'task', now });
    });
  };

async function lockPayment(tx: Database, paymentId: string) {
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId} for update`),
  );
  return row ?? null;
}

/**
 * Before a hold runs out: a service that took place (done, or in dispute) is captured for its price now, and a
 * dispute settled lower later is refunded the difference; one still ahead gets a new hold on the saved card,
 * off-session, and the old one is released. A new hold the bank declines leaves the customer the usual time to
 * pay another way. A no-show whose fee is not settled yet (the customer may contest it, or contests it) gets a
 * new hold too, so that nothing is collected meanwhile; where none can be placed (Mercado Pago keeps no card, or
 * the bank declines) its fee is captured before the hold is lost, and given back if support finds for the
 * customer.
 */
export const runCardHoldRenewal =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string; authorizedAt: string }> =>
  async ({ paymentId, authorizedAt }, { db, now, log, completeInTransaction }) => {
    const [payment] = rowsOf<PaymentRow & { customer_external: string | null; authorized_at: string | Date }>(
      await db.execute(sql`select ${paymentColumns}, p.authorized_at, c.external_id as customer_external
        from payments p join jobs j on j.id = p.job_id
        left join payment_customers c on c.profile_id = j.customer_id and c.gateway = p.gateway
        where p.id = ${paymentId}`),
    );
    // Renewed or settled since: this timer is for a hold that no longer is.
    if (payment?.status !== 'authorized' || !payment.gateway_reference) return;
    const gateway = gatewayNamed(gateways, payment.gateway);
    if (!gateway) return;
    if (new Date(payment.authorized_at).getTime() !== new Date(authorizedAt).getTime()) return;
    const job = await findAsParty(db, payment.job_id, null).then((found) => found.job);
    if (job.paymentMethod !== 'card') return;
    const noShow = noShowUnsettled(stateOf(job));
    const capture = async (amount: number) => {
      await gateway.capture(payment.gateway_reference!, amount, payment.id);
      log.info({ paymentId, amount }, 'hold about to run out: captured');
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (fresh?.status === 'authorized') await recordCaptured(tx, fresh, amount, { actor: 'task', now });
      });
    };
    const noShowFee = Math.min(job.cancellationFee ?? payment.amount, payment.amount);
    if (!noShow && isIn(AWAITING_OUTCOME_STATUSES, job.status)) return capture(payment.amount);
    if (!noShow && !isIn(SCHEDULED_STATUSES, job.status)) return;
    if (!payment.saved_method || !payment.customer_external) return noShow ? capture(noShowFee) : undefined;
    const charge = await chargeFor(db, gateway, job, payment.id).catch(() => null);
    const outcome = charge
      ? await gateway.authorizeSaved({
          ...charge,
          // A key of its own for each renewal, so it is not the first authorisation's answer replayed.
          paymentId: `${payment.id}-${new Date(authorizedAt).getTime()}`,
          customerId: payment.customer_external,
          paymentMethod: payment.saved_method,
        })
      : ({ status: 'failed', externalId: null, reason: cardPaymentMessages.providerNoCards } as const);
    log.info({ paymentId, outcome: outcome.status }, 'hold about to run out: placed again');
    // The old hold still has half a day: the fee is taken from it.
    if (outcome.status !== 'authorized' && noShow) return capture(noShowFee);
    if (outcome.status === 'authorized') {
      await gateway.release(payment.gateway_reference);
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (!fresh || !canMove('service', fresh.status, 'renew_hold')) return;
        await movePayment(tx, 'service', paymentId, 'renew_hold', {
          actor: 'task',
          now,
          set: { gatewayReference: outcome.externalId },
        });
        await scheduleHoldRenewal(tx, paymentId, now, 'offSession');
      });
      return;
    }
    // The customer has an hour (or until the start) to pay another way; the old hold is let go.
    await completeInTransaction(async (tx) => {
      const fresh = await lockPayment(tx, paymentId);
      if (!fresh || !canMove('service', fresh.status, 'lose_hold')) return;
      await recordFailed(tx, fresh, outcome.reason, { event: 'lose_hold', actor: 'task', now });
      await enqueue(tx, {
        kind: CARD_SETTLE,
        payload: { paymentId, stray: fresh.gateway_reference! },
        dedupeKey: `${CARD_SETTLE}:stray:${fresh.gateway_reference}`,
      });
      await enqueue(tx, {
        kind: CARD_DEADLINE,
        payload: { jobId: job.id, paymentId },
        runAt: cardPayBy(job.scheduledAt, now),
        dedupeKey: `${CARD_DEADLINE}:${paymentId}:renewal`,
      });
    });
  };

/**
 * When the time to pay runs out: a service still waiting for its card (none authorised, none saved) is cancelled
 * for free, and both parties are told. A card authorised meanwhile, or another way to pay chosen, leaves it be.
 */
export const runCardDeadline: TaskHandler<{ jobId: string; paymentId: string }> = async (
  { jobId },
  { now, completeInTransaction, log },
) => {
  await completeInTransaction(async (tx) => {
    const { job } = await findAsParty(tx, jobId, null, { lock: true });
    if (!GATEWAY_METHODS.has(job.paymentMethod) || !isIn(SCHEDULED_STATUSES, job.status)) return;
    const payment = await latestPayment(tx, job.id);
    // A card agreed with the provider (no payment online was ever asked) is not waited for.
    if (!payment) return;
    const saved = payment?.status === 'pending' && payment.saved_method;
    if (payment.status === 'authorized' || payment.status === 'paid' || saved) return;
    // A newer payment asked later (a second card) has its own, later deadline.
    if (cardPayBy(job.scheduledAt, new Date(payment.created_at)) > now) return;
    const { job: cancelled } = await takeStep(tx, job.id, { action: 'cancel_unpaid', userId: null, now });
    const card = job.paymentMethod === 'card';
    await notifyParty(
      tx,
      cancelled,
      'customer',
      card ? 'card-unpaid-customer' : 'online-unpaid-customer',
      now,
    );
    await notifyParty(
      tx,
      cancelled,
      'provider',
      card ? 'card-unpaid-provider' : 'online-unpaid-provider',
      now,
    );
    log.info({ jobId }, 'service cancelled: no card authorised in time');
  });
};
