import type { Database } from '#server/db/client';
import { enqueue, enqueueAll } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import type { MailMessage, Mailer } from './mailer';
import { emailTemplates, type EmailData, type EmailTemplate } from './templates';

export const EMAIL_TASK = 'email';

interface EmailPayload {
  template: string;
  data: unknown;
}

/** One e-mail, sent by the worker after the caller's transaction commits and retried until it leaves. */
export function enqueueEmail<T extends EmailTemplate>(
  tx: Database,
  template: T,
  data: EmailData<T>,
  dedupeKey?: string,
): Promise<boolean> {
  return enqueue<EmailPayload>(tx, { kind: EMAIL_TASK, payload: { template, data }, dedupeKey });
}

/** One e-mail per entry, stored in one statement: a notice to everyone concerned. */
export function enqueueEmails<T extends EmailTemplate>(
  tx: Database,
  template: T,
  mails: { data: EmailData<T>; dedupeKey: string }[],
): Promise<number> {
  return enqueueAll<EmailPayload>(
    tx,
    mails.map(({ data, dedupeKey }) => ({ kind: EMAIL_TASK, payload: { template, data }, dedupeKey })),
  );
}

// Rendered at send time, so the code that decides to write needs no URL and a template fix reaches retries.
export function sendEmail({ mailer, appUrl }: { mailer: Mailer; appUrl: string }): TaskHandler<EmailPayload> {
  return async ({ template, data }) => {
    if (!Object.hasOwn(emailTemplates, template)) throw new Error(`Unknown e-mail template: ${template}`);
    const render = emailTemplates[template as EmailTemplate] as (
      data: unknown,
      appUrl: string,
    ) => MailMessage;
    await mailer.send(render(data, appUrl));
  };
}
