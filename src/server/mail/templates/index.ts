import type { MailMessage } from '../mailer';
import { newRequestEmail } from './new-request';

// Every e-mail that leaves through the outbox, by name: its data waits as JSON and is rendered when sent.
export const emailTemplates = {
  'new-request': newRequestEmail,
} satisfies Record<string, (data: never, appUrl: string) => MailMessage>;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0];
