import { cardAuthorizeAt, cardPayBy } from '#shared/domain/card-payment';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import type { Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';
import { cancelTasks, enqueueAll, type NewTask } from '#server/tasks/queue';
import { CARD_AUTHORIZE, CARD_DEADLINE } from './ask-payment';
import { latestPayment } from './card-states';

// A service paid online whose start moved (a recurring plan's visit to another day or hour): its payment's
// deadline and a saved card's authorisation follow the new start. Both are tasks keyed by the payment; the ones of
// the old start are dropped and new ones, keyed by the start too, queued: a task already run keeps its key.

/** In the transaction that moved the service from `before` to `job` (its new start): the payment's timers follow. */
export async function followServiceMove(
  tx: Database,
  before: Pick<JobRow, 'scheduledAt'>,
  job: JobRow,
  now: Date,
): Promise<void> {
  if (!GATEWAY_METHODS.has(job.paymentMethod)) return;
  const payment = await latestPayment(tx, job.id);
  // Authorised, paid or settled: the hold's own renewal looks after it; no payment asked: nothing to wait for.
  if (!payment || payment.status !== 'pending') return;
  const movedTo = (start: Date) => `${payment.id}:moved:${start.toISOString()}`;
  const keys = (kind: string) => [
    `${kind}:${payment.id}`,
    `${kind}:${payment.id}:renewal`,
    `${kind}:${movedTo(before.scheduledAt)}`,
  ];
  await cancelTasks(tx, ...keys(CARD_DEADLINE), ...keys(CARD_AUTHORIZE));
  const moved = movedTo(job.scheduledAt);
  const timers: NewTask[] = [
    {
      kind: CARD_DEADLINE,
      payload: { jobId: job.id, paymentId: payment.id },
      runAt: cardPayBy(job.scheduledAt, new Date(payment.created_at)),
      dedupeKey: `${CARD_DEADLINE}:${moved}`,
    },
  ];
  if (payment.saved_method)
    timers.push({
      kind: CARD_AUTHORIZE,
      payload: { paymentId: payment.id },
      runAt: cardAuthorizeAt(job.scheduledAt, now),
      dedupeKey: `${CARD_AUTHORIZE}:${moved}`,
    });
  await enqueueAll(tx, timers);
}
