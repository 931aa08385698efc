import { eq } from 'drizzle-orm';
import type { ServiceAction } from '#shared/domain/service-lifecycle';
import { REMINDER_HOURS, reminderAt } from '#shared/domain/service-reminder';
import { reminderLead } from '#shared/service-email-messages';
import type { Database } from '#server/db/client';
import { jobs, profiles, type JobRow } from '#server/db/schema';
import {
  serviceStepNotice,
  type ServiceStepEmail,
  type ServiceStepMail,
} from '#server/mail/templates/service-step';
import type { ServiceContactMail } from '#server/mail/templates/service-contact';
import type { NewTask } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyUser } from '#server/modules/notifications';
import { addressOf } from '#server/modules/profiles';

/** What the chosen provider's e-mails say of where to go and whom to call (the service's own copy). */
function serviceContact(job: JobRow, customerName: string | null): ServiceContactMail {
  return { name: customerName, address: addressOf(job), phone: job.contactPhone, location: job.location };
}

/** The same, with the customer's name read now. */
export async function customerContact(tx: Database, job: JobRow): Promise<ServiceContactMail> {
  const [customer] = await tx
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, job.customerId));
  return serviceContact(job, customer?.fullName ?? null);
}

// The chosen provider's e-mails that say where to go and whom to call: the customer's name, exact address
// ('Cómo llegar') and phone.
const WITH_CONTACT: ReadonlySet<ServiceStepEmail> = new Set([
  'booking-confirmed',
  'contact-updated',
  'reminder-provider',
]);

// Which e-mail a step sends, and to whom: always the party who did not take it (both, for the system's). A
// payment confirmed by the provider sends nothing: the customer was there when they paid.
type StepEmail = { kind: ServiceStepEmail; to: 'customer' | 'provider' };
const STEP_EMAILS: Partial<Record<ServiceAction | 'created', StepEmail | StepEmail[]>> = {
  created: { kind: 'booking-received', to: 'provider' },
  // The provider who accepted gets where to go and whom to call (WITH_CONTACT) in their inbox too.
  accept_booking: [
    { kind: 'booking-accepted', to: 'customer' },
    { kind: 'booking-confirmed', to: 'provider' },
  ],
  decline_booking: { kind: 'booking-declined', to: 'customer' },
  expire_booking: { kind: 'booking-expired', to: 'customer' },
  cancel_by_customer: { kind: 'cancelled-by-customer', to: 'provider' },
  cancel_by_provider: { kind: 'cancelled-by-provider', to: 'customer' },
  report_no_show: { kind: 'no-show', to: 'customer' },
  contest_no_show: { kind: 'no-show-contested', to: 'provider' },
  // Nobody took this step: the 48 h to contest passed, and both learn the fee stands.
  settle_no_show: [
    { kind: 'no-show-settled-customer', to: 'customer' },
    { kind: 'no-show-settled-provider', to: 'provider' },
  ],
  mark_done: { kind: 'marked-done', to: 'customer' },
  confirm_completion: { kind: 'completed', to: 'provider' },
  auto_complete: { kind: 'completed', to: 'provider' },
  report_problem: { kind: 'disputed', to: 'provider' },
};

/**
 * Tells the other party, in the step's transaction, what the step did (their bell and their e-mail); keyed by
 * service and step, so never twice.
 */
export async function notifyTransition(
  tx: Database,
  job: JobRow,
  step: ServiceAction | 'created',
  now: Date,
) {
  for (const email of [STEP_EMAILS[step] ?? []].flat()) await notifyParty(tx, job, email.to, email.kind, now);
}

/** One party of a service hears of it: a line in their bell and the e-mail of this kind. */
export async function notifyParty(
  tx: Database,
  job: JobRow,
  to: 'customer' | 'provider',
  kind: ServiceStepEmail,
  now: Date,
  {
    dedupe,
    ...more
  }: Partial<Pick<ServiceStepMail, 'resolution' | 'charge' | 'payBy' | 'lead'>> & {
    /** Tells apart two e-mails of one kind about one service (two declined cards). */
    dedupe?: string;
  } = {},
) {
  const userId = to === 'customer' ? job.customerId : job.providerId;
  const [recipient] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!recipient) return;
  await notifyUser(tx, {
    userId,
    template: kind,
    notice: serviceStepNotice(kind, job.title, {
      timeZone: job.timeZone,
      payBy: more.payBy,
      lead: more.lead,
      scheduledAt: job.scheduledAt.toISOString(),
      durationMinutes: job.durationMinutes,
    }),
    email: {
      to: recipient.email,
      title: job.title,
      scheduledAt: job.scheduledAt.toISOString(),
      durationMinutes: job.durationMinutes,
      timeZone: job.timeZone,
      location: job.location,
      price: job.price,
      paymentMethod: job.paymentMethod,
      ...(job.cancellationFee !== null && { charge: job.cancellationFee }),
      ...(job.problem && { problem: job.problem }),
      ...(WITH_CONTACT.has(kind) && { contact: await customerContact(tx, job) }),
      ...more,
    },
    dedupeKey: `${kind}:${job.id}${dedupe ? `:${dedupe}` : ''}`,
    now,
  });
}

export const SERVICE_REMINDER = 'service-reminder';
export { REMINDER_HOURS };

/**
 * Once a service is confirmed (`now`): a reminder to both parties 24 hours before it starts, stored now and sent
 * then; at once when less than that is left, saying how long really is (service-reminder.ts). Its task, stored
 * with the step (scheduleTimer) or with many at once.
 */
export const reminderTask = (job: JobRow, now: Date): NewTask<{ jobId: string }> => ({
  kind: SERVICE_REMINDER,
  payload: { jobId: job.id },
  runAt: reminderAt(job.scheduledAt, now),
  dedupeKey: `${SERVICE_REMINDER}:${job.id}`,
});

/** Sends the reminder if the service is still on; one cancelled meanwhile is not mentioned again. */
export const sendReminder: TaskHandler<{ jobId: string }> = async (
  { jobId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job || job.status !== 'confirmed' || job.scheduledAt <= now) return;
    const lead = reminderLead(job.scheduledAt, now);
    await notifyParty(tx, job, 'customer', 'reminder-customer', now, { lead });
    await notifyParty(tx, job, 'provider', 'reminder-provider', now, { lead });
  });
};
