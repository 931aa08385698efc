import { eq } from 'drizzle-orm';
import type { ServiceAction } from '../../../shared/domain/service-lifecycle';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { enqueueEmail } from '../../mail/outbox';
import type { ServiceStepEmail } from '../../mail/templates/service-step';
import type { JobRow } from './accept';

// Which e-mail a step sends, and to whom: always the party who did not take it. A payment confirmed by the
// provider sends nothing: the customer was there when they paid.
const STEP_EMAILS: Partial<
  Record<ServiceAction | 'created', { kind: ServiceStepEmail; to: 'customer' | 'provider' }>
> = {
  created: { kind: 'booking-received', to: 'provider' },
  accept_booking: { kind: 'booking-accepted', to: 'customer' },
  decline_booking: { kind: 'booking-declined', to: 'customer' },
  expire_booking: { kind: 'booking-expired', to: 'customer' },
  cancel_by_customer: { kind: 'cancelled-by-customer', to: 'provider' },
  cancel_by_provider: { kind: 'cancelled-by-provider', to: 'customer' },
  report_no_show: { kind: 'no-show', to: 'customer' },
  mark_done: { kind: 'marked-done', to: 'customer' },
  confirm_completion: { kind: 'completed', to: 'provider' },
  auto_complete: { kind: 'completed', to: 'provider' },
  report_problem: { kind: 'disputed', to: 'provider' },
};

/** Queues, in the step's transaction, the e-mail it sends; keyed by service and step, so never sent twice. */
export async function notifyTransition(tx: Database, job: JobRow, step: ServiceAction | 'created') {
  const email = STEP_EMAILS[step];
  if (!email) return;
  const [recipient] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, email.to === 'customer' ? job.customerId : job.providerId));
  if (!recipient) return;
  await enqueueEmail(
    tx,
    email.kind,
    {
      to: recipient.email,
      title: job.title,
      scheduledAt: job.scheduledAt.toISOString(),
      timeZone: job.timeZone,
      location: job.location,
      price: job.price,
      paymentMethod: job.paymentMethod,
      ...(job.cancellationFee !== null && { charge: job.cancellationFee }),
      ...(job.problem && { problem: job.problem }),
    },
    `${email.kind}:${job.id}`,
  );
}
