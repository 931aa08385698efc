import { apiMessages } from '#shared/common-messages';
import { conversationMessages } from '#shared/conversation-messages';
import type { Env } from './env';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// What a limit is, beside the bounds each action gets: plugins/rate-limit.ts, which counts the hits, reads both
// from here.
export interface RateLimitRule {
  /** Name of the limited action, part of the key. */
  name: string;
  /** Hits allowed per subject (the request's IP unless another subject is given) in one window. */
  max: number;
  windowSeconds: number;
  /** What the 429 says, when the general 'Demasiados intentos' would not fit (an API client's requests). */
  message?: string;
}

/**
 * An action limited per account and, as a backstop, per IP with a higher bound: many people share one address
 * behind a Mexican mobile carrier's NAT, so one person's attempts must not lock strangers out, while one
 * account (or e-mail address) still gets only a few tries however many addresses they come from.
 */
export interface AccountRateLimit {
  name: string;
  perAccount: number;
  perIp: number;
  windowSeconds: number;
  /** What the 429 says, when the general 'Demasiados intentos' would not tell the person what to do. */
  message?: string;
}

export type RateLimits = ReturnType<typeof rateLimits>;

/**
 * Every limited action, with its bounds from the configuration. Guessing (sign-in, two-factor, password
 * changes) is counted in the auth window; anything that sends e-mail to an address, per address and hour; new
 * requests, bookings and offers (which e-mail providers and customers), per account and hour; uploads, per
 * account, kind and hour.
 */
export function rateLimits(env: Env) {
  const guessing = {
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    perAccount: env.AUTH_RATE_LIMIT_MAX,
    perIp: env.AUTH_IP_RATE_LIMIT_MAX,
  };
  const mail = {
    windowSeconds: HOUR,
    perAccount: env.MAIL_RATE_LIMIT_PER_HOUR,
    perIp: env.AUTH_IP_RATE_LIMIT_MAX,
  };
  const writes = (times: number) => ({
    windowSeconds: HOUR,
    perAccount: env.WRITE_RATE_LIMIT_PER_HOUR * times,
    perIp: env.WRITE_RATE_LIMIT_PER_HOUR * times * 5,
  });
  // Each upload is decoded (images) and stored: counted per kind, so fixing a photo never blocks the documents.
  const uploads = {
    windowSeconds: HOUR,
    perAccount: env.UPLOAD_RATE_LIMIT_PER_HOUR,
    perIp: env.UPLOAD_RATE_LIMIT_PER_HOUR * 10,
    message: apiMessages.uploadsRateLimited,
  };
  return {
    signIn: { name: 'sign-in', ...guessing },
    twoFactor: { name: 'two-factor', ...guessing },
    changePassword: { name: 'change-password', ...guessing },
    resetPassword: { name: 'reset-password', ...guessing },
    signUp: { name: 'sign-up', ...mail },
    resetMail: { name: 'reset-mail', ...mail },
    verificationMail: { name: 'verification-mail', ...mail },
    request: { name: 'request', ...writes(1) },
    booking: { name: 'booking', ...writes(1) },
    // Providers answer many requests a day; an offer is cheaper to make than a request.
    application: { name: 'application', ...writes(6) },
    // '♥ Guardar como favorito' and 'Quitar': a toggle clicked back and forth now and then.
    favourite: { name: 'favourite', ...writes(6) },
    // Conversations: only new ones count (opening one again is given back), and each message sent.
    conversation: {
      name: 'conversation',
      windowSeconds: HOUR,
      perAccount: env.CONVERSATION_RATE_LIMIT_PER_HOUR,
      perIp: env.CONVERSATION_RATE_LIMIT_PER_HOUR * 5,
      message: conversationMessages.tooManyConversations,
    },
    message: {
      name: 'message',
      windowSeconds: MINUTE,
      perAccount: env.MESSAGE_RATE_LIMIT_PER_MINUTE,
      perIp: env.MESSAGE_RATE_LIMIT_PER_MINUTE * 5,
      message: conversationMessages.tooManyMessages,
    },
    // 'Reportar': a person flags a few things an hour at most.
    report: { name: 'report', ...writes(1) },
    // 'Descargar mis datos' reads everything about a person: a few times an hour is plenty.
    dataExport: { name: 'data-export', ...writes(1) },
    // 'Eliminar mi cuenta' asks for the password: counted as guessing is.
    deleteAccount: { name: 'delete-account', ...guessing },
    documentUpload: { name: 'document-upload', ...uploads },
    photoUpload: { name: 'photo-upload', ...uploads },
    messagePhoto: { name: 'message-photo', ...uploads },
    logoUpload: { name: 'logo-upload', ...uploads },
  } satisfies Record<string, AccountRateLimit>;
}

/** The contact form has no account to count: its messages are counted per IP only. */
export const contactRateLimit = (env: Env): RateLimitRule => ({
  name: 'contact',
  max: env.CONTACT_RATE_LIMIT_PER_HOUR,
  windowSeconds: HOUR,
});
