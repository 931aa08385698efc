import type { MailMessage } from '../mailer';
import { newRequestEmail } from './new-request';
import { offerAcceptedEmail } from './offer-accepted';
import { offerNotChosenEmail } from './offer-not-chosen';

// Every e-mail that leaves through the outbox, by name: its data waits as JSON and is rendered when sent.
export const emailTemplates = {
  'new-request': newRequestEmail,
  'offer-accepted': offerAcceptedEmail,
  'offer-not-chosen': offerNotChosenEmail,
} satisfies Record<string, (data: never, appUrl: string) => MailMessage>;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0];
