// Conversations (issue 31): the rules the server and the panels share.

/** A message's text, after trimming: 1 to this many characters. */
export const MESSAGE_MAX_LENGTH = 2_000;

/** Photos one message may carry; a message of photos alone may have no text. */
export const MESSAGE_MAX_PHOTOS = 4;

/** A photo's description for those who cannot see it: at most this many characters. */
export const PHOTO_ALT_MAX_LENGTH = 200;

/** A page of messages: this many by default, at most MESSAGE_PAGE_MAX. */
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 50;

/** A conversation becomes read-only this many days after the service (or plan) it is about ended. */
export const CONVERSATION_CLOSE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a conversation whose subject ended at `endedAt` (null: not ended) is read-only at `now`. */
export function conversationClosed(endedAt: Date | null, now: Date): boolean {
  return endedAt !== null && now.getTime() >= endedAt.getTime() + CONVERSATION_CLOSE_DAYS * DAY_MS;
}

/**
 * What a conversation is about, as far as its link goes: a request (an offer on it, not agreed), a service (the
 * request agreed with this provider: an accepted offer or a booking), or a recurring plan.
 */
export type ConversationSubject = 'request' | 'service' | 'plan';

/** A conversation's side, as the account's role names it. */
export type ConversationSide = 'client' | 'provider';

const SUBJECT_PATHS: Record<ConversationSide, Record<ConversationSubject, string>> = {
  client: { request: '/cliente/solicitudes', service: '/cliente/programados', plan: '/cliente/recurrentes' },
  provider: {
    request: '/proveedor/solicitudes',
    service: '/proveedor/calendario',
    plan: '/proveedor/recurrentes',
  },
};

/** Where in this person's panel the conversation's subject is. */
export const subjectPath = (role: ConversationSide, subject: ConversationSubject): string =>
  SUBJECT_PATHS[role][subject];
