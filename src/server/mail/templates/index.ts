import type { MailMessage } from '#server/mail/mailer';
import { accountSuspensionEmail } from './account-suspension';
import { contactReplyEmail } from './contact-reply';
import { contentHiddenEmail } from './content-hidden';
import { conversationAwayEmail } from './conversation-away';
import { newRequestEmail } from './new-request';
import { onlinePlanEmail, planPaymentDecision, renewalEmail } from './plan-payment';
import { oxxoPlanEmail, oxxoVoucherEmail } from './plan-oxxo';
import { offerAcceptedEmail } from './offer-accepted';
import { offerNotChosenEmail } from './offer-not-chosen';
import { offerReceivedEmail } from './offer-received';
import { onlineInstructionsEmail, refundOwedEmail } from './service-online-payment';
import { planConflictEmail, planEndedEmail } from './recurring-plan';
import { planChangeEmail } from './recurring-change';
import { serviceStepEmail } from './service-step';
import { verificationDecision } from './verification';

// Every e-mail that leaves through the outbox, by name: its data waits as JSON and is rendered when sent.
export const emailTemplates = {
  'new-request': newRequestEmail,
  'offer-received': offerReceivedEmail,
  'offer-accepted': offerAcceptedEmail,
  'offer-not-chosen': offerNotChosenEmail,
  'booking-received': serviceStepEmail('booking-received'),
  'booking-accepted': serviceStepEmail('booking-accepted'),
  'booking-confirmed': serviceStepEmail('booking-confirmed'),
  'contact-updated': serviceStepEmail('contact-updated'),
  'booking-declined': serviceStepEmail('booking-declined'),
  'booking-expired': serviceStepEmail('booking-expired'),
  'extra-time-requested': serviceStepEmail('extra-time-requested'),
  'extra-time-approved': serviceStepEmail('extra-time-approved'),
  'extra-time-declined': serviceStepEmail('extra-time-declined'),
  'cancelled-by-customer': serviceStepEmail('cancelled-by-customer'),
  'cancelled-by-provider': serviceStepEmail('cancelled-by-provider'),
  'no-show': serviceStepEmail('no-show'),
  'no-show-contested': serviceStepEmail('no-show-contested'),
  'no-show-settled-customer': serviceStepEmail('no-show-settled-customer'),
  'no-show-settled-provider': serviceStepEmail('no-show-settled-provider'),
  'marked-done': serviceStepEmail('marked-done'),
  completed: serviceStepEmail('completed'),
  disputed: serviceStepEmail('disputed'),
  'dispute-resolved-customer': serviceStepEmail('dispute-resolved-customer'),
  'dispute-resolved-provider': serviceStepEmail('dispute-resolved-provider'),
  'review-received-customer': serviceStepEmail('review-received-customer'),
  'review-received-provider': serviceStepEmail('review-received-provider'),
  'reminder-customer': serviceStepEmail('reminder-customer'),
  'reminder-provider': serviceStepEmail('reminder-provider'),
  'card-failed': serviceStepEmail('card-failed'),
  'card-unpaid-customer': serviceStepEmail('card-unpaid-customer'),
  'card-unpaid-provider': serviceStepEmail('card-unpaid-provider'),
  'oxxo-expired': serviceStepEmail('oxxo-expired'),
  'online-unpaid-customer': serviceStepEmail('online-unpaid-customer'),
  'online-unpaid-provider': serviceStepEmail('online-unpaid-provider'),
  'invoice-requested': serviceStepEmail('invoice-requested'),
  'invoice-sent': serviceStepEmail('invoice-sent'),
  'service-payment-instructions': onlineInstructionsEmail,
  'service-refund-owed': refundOwedEmail,
  'contact-reply': contactReplyEmail,
  'verification-approved': verificationDecision.email('approved'),
  'verification-rejected': verificationDecision.email('rejected'),
  'content-hidden': contentHiddenEmail,
  'account-suspended': accountSuspensionEmail('suspended'),
  'account-reinstated': accountSuspensionEmail('reinstated'),
  'plan-payment-confirmed': planPaymentDecision.email('confirmed'),
  'plan-payment-rejected': planPaymentDecision.email('rejected'),
  'plan-renewal-due': renewalEmail,
  'plan-activated': onlinePlanEmail('activated'),
  'plan-renewal-failed': onlinePlanEmail('renewalFailed'),
  'plan-lapsed': onlinePlanEmail('lapsed'),
  'plan-oxxo-voucher': oxxoVoucherEmail,
  'plan-oxxo-paid': oxxoPlanEmail('paid'),
  'plan-oxxo-expired': oxxoPlanEmail('expired'),
  'recurring-visit-conflict': planConflictEmail,
  'recurring-plan-ended': planEndedEmail,
  'recurring-plan-change': planChangeEmail,
  'conversation-away': conversationAwayEmail,
} satisfies Record<string, (data: never, appUrl: string) => MailMessage>;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0];
