import { expect } from 'vitest';
import * as commonMessages from '#shared/common-messages';
import * as authMessages from '#shared/auth-messages';
import * as badgeMessages from '#shared/badge-messages';
import * as bookingMessages from '#shared/booking-messages';
import * as placesMessages from '#shared/places-messages';
import * as providerUi from '#shared/provider-ui';
import * as emailPreferenceMessages from '#shared/email-preference-messages';
import * as reviewMessages from '#shared/review-messages';
// Only the address form's own group: the file's e-mails were never part of the catalogue.
import { addressMessages } from '#shared/address-messages';
import * as nameFormMessages from '#shared/name-form-messages';
import * as nameMessages from '#shared/name-messages';
import * as servingMessages from '#shared/serving-messages';
import * as contactMessages from '#shared/contact-messages';
import * as providerMessages from '#shared/provider-messages';
import * as requestMessages from '#shared/request-messages';
import * as accountMessages from '#shared/account-messages';
import * as verificationMessages from '#shared/verification-messages';
import * as serviceMessages from '#shared/service-messages';
import * as moderationMessages from '#shared/moderation-messages';
import * as planPaymentMessages from '#shared/plan-payment-messages';
import * as moneyMessages from '#shared/money-messages';
import * as serviceEmailMessages from '#shared/service-email-messages';
import * as consoleMessages from '#shared/operator-messages';
import * as servicePaymentMessages from '#shared/service-payment-messages';
import * as mercadoPagoMessages from '#shared/mercadopago-messages';
import * as apiKeyMessages from '#shared/api-key-messages';
import * as analyticsMessages from '#shared/analytics-messages';
import * as logoMessages from '#shared/logo-messages';
import * as estimateMessages from '#shared/estimate-messages';
import * as scheduleMessages from '#shared/schedule-messages';
import * as extraTimeMessages from '#shared/extra-time-messages';
import * as rebookMessages from '#shared/rebook-messages';
import * as recurringMessages from '#shared/recurring-messages';
import * as recurringChangeMessages from '#shared/recurring-change-messages';
import * as conversationMessages from '#shared/conversation-messages';
import * as conversationReportMessages from '#shared/conversation-report-messages';

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Every sentence the product may answer with: the panels' and the API's groups (shared/*-messages.ts, one file
 * per area), the console's operator-messages.ts, the card payments' service-payment-messages.ts, the API keys'
 * api-key-messages.ts, Perfil's logo-messages.ts, and the 'Cotizador''s 'Disponibilidad''s, 'Tiempo extra''s and
 * 'Otros proveedores disponibles'' estimate-, schedule-, extra-time- and rebook-messages.ts, and 'Mensajes''
 * conversation-messages.ts.
 */
export const SPANISH_MESSAGES = new Set([
  ...stringsOf(commonMessages),
  ...stringsOf(authMessages),
  ...stringsOf(badgeMessages),
  ...stringsOf(bookingMessages),
  ...stringsOf(placesMessages),
  ...stringsOf(providerUi),
  ...stringsOf(emailPreferenceMessages),
  ...stringsOf(reviewMessages),
  ...stringsOf(addressMessages),
  ...stringsOf(nameFormMessages),
  ...stringsOf(nameMessages),
  ...stringsOf(servingMessages),
  ...stringsOf(contactMessages),
  ...stringsOf(providerMessages),
  ...stringsOf(requestMessages),
  ...stringsOf(accountMessages),
  ...stringsOf(verificationMessages),
  ...stringsOf(serviceMessages),
  ...stringsOf(moderationMessages),
  ...stringsOf(planPaymentMessages),
  ...stringsOf(moneyMessages),
  ...stringsOf(serviceEmailMessages),
  ...stringsOf(consoleMessages),
  ...stringsOf(servicePaymentMessages),
  ...stringsOf(mercadoPagoMessages),
  ...stringsOf(apiKeyMessages),
  ...stringsOf(analyticsMessages),
  ...stringsOf(logoMessages),
  ...stringsOf(estimateMessages),
  ...stringsOf(scheduleMessages),
  ...stringsOf(extraTimeMessages),
  ...stringsOf(rebookMessages),
  ...stringsOf(recurringMessages),
  ...stringsOf(recurringChangeMessages),
  ...stringsOf(conversationMessages),
  ...stringsOf(conversationReportMessages),
]);

// A sentence with slots ('…en estado «{status}».', '…cambió a {fee}.') matches with any text in each slot.
const TEMPLATES = [...SPANISH_MESSAGES]
  .filter((message) => /\{\w+\}/.test(message))
  .map((message) => {
    const pattern = message
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`);
  });

/** A sentence of the catalogue, its slots filled. */
export function isCatalogued(message: string): boolean {
  return SPANISH_MESSAGES.has(message) || TEMPLATES.some((template) => template.test(message));
}

// What zod or Fastify would say when a message escaped translation.
const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|unrecognized)\b/i;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The one error envelope, with a sentence from the catalogue and Spanish field messages. */
export function expectErrorEnvelope(answer: Answer) {
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { error: { code: string; message: string; fields?: object } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(['code', 'message', 'fields']).toEqual(expect.arrayContaining(Object.keys(body.error)));
  expect(body.error.code).toMatch(/^[A-Z_]+$/);
  expect(isCatalogued(body.error.message), `message not in the catalogue: ${body.error.message}`).toBe(true);
  for (const [field, message] of Object.entries(body.error.fields ?? {})) {
    expect(typeof message, field).toBe('string');
    expect(message, `English message on ${field}`).not.toMatch(ENGLISH);
  }
  return body.error;
}

/** The server's body limit (app.ts); a larger body is refused with 413 before anything reads it. */
export const BODY_LIMIT = 256 * 1024;

export interface Expectation {
  /** What the shared schema says of the input, when known. */
  accepted?: boolean;
  /** Size of the body sent, in bytes. */
  bytes?: number;
  limit?: number;
}

/**
 * Never a 500; an error always in the envelope. A body past the limit answers 413; one the schema rejects
 * answers exactly 400; an accepted one may still meet a rule (4xx) or succeed.
 */
export function expectSafeAnswer(
  answer: Answer,
  { accepted, bytes = 0, limit = BODY_LIMIT }: Expectation = {},
) {
  const detail = `${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, detail).toBeLessThan(500);
  if (bytes > limit) expect(answer.statusCode, detail).toBe(413);
  else if (accepted === false) expect(answer.statusCode, detail).toBe(400);
  if (answer.statusCode >= 400) return expectErrorEnvelope(answer);
  return null;
}
