import { z } from 'zod';
import { conversationMessages as m } from '#shared/conversation-messages';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_PHOTOS,
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  PHOTO_ALT_MAX_LENGTH,
} from '#shared/domain/conversations';
import { textField } from './text-field';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidField = z.string(m.idInvalid).regex(UUID, m.idInvalid);
// Account ids are letters and digits (as favourites' address reads them).
const accountId = z.string(m.idInvalid).regex(/^[A-Za-z0-9]{1,64}$/, m.idInvalid);
// A message id: a whole number the database counts up from 1.
const messageId = z.coerce
  .number(m.idInvalid)
  .int(m.idInvalid)
  .min(1, m.idInvalid)
  .max(Number.MAX_SAFE_INTEGER, m.idInvalid);

/**
 * 'Enviar mensaje': what the conversation is about. A request (the customer names the provider, unless the
 * request was booked with one; a provider names no one but themselves), or a recurring plan.
 */
export const openConversationInput = z
  .object({
    requestId: uuidField.optional(),
    providerId: accountId.optional(),
    planId: uuidField.optional(),
  })
  .superRefine((input, context) => {
    if (input.requestId && input.planId)
      context.addIssue({ code: 'custom', path: ['planId'], message: m.subjectBoth });
    else if (!input.requestId && !input.planId)
      context.addIssue({ code: 'custom', path: ['requestId'], message: m.subjectRequired });
    else if (input.planId && input.providerId)
      context.addIssue({ code: 'custom', path: ['providerId'], message: m.subjectBoth });
  });
export type OpenConversationInput = z.infer<typeof openConversationInput>;

/** A conversation's id in the address: any text, so that a wrong one is answered 404 as someone else's is. */
export const conversationParams = z.object({ id: z.string().max(200) });

/** The other side as the conversation shows them. */
const otherSideOut = z.object({ id: z.string(), name: z.string() });

/** What the conversation is about, and where it is in this person's panel. */
const subjectOut = z.object({
  kind: z.enum(['request', 'service', 'plan']),
  /** The request's or service's title, or the plan's service. */
  title: z.string(),
  path: z.string(),
  requestId: z.string().nullable(),
  planId: z.string().nullable(),
});

/** The last message as this person may read it: masked when it is the other side's and nothing is confirmed. */
const previewOut = z.object({
  id: z.number(),
  mine: z.boolean(),
  body: z.string(),
  masked: z.boolean(),
  createdAt: z.string(),
});

export const conversationSummaryOut = z.object({
  id: z.string(),
  other: otherSideOut,
  subject: subjectOut,
  lastMessage: previewOut.nullable(),
  /** ISO instant of the last message, or when it was opened. */
  lastActivityAt: z.string(),
  /** The other side's messages this person has not seen. */
  unread: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummaryOut>;

/** 'Mensajes': my conversations, newest activity first, and my unread total (the menu's and the bell's count). */
export const conversationsOut = z.object({
  conversations: z.array(conversationSummaryOut),
  unread: z.number(),
});
export type Conversations = z.infer<typeof conversationsOut>;

/** A conversation's header. */
export const conversationOut = z.object({
  conversation: z.object({
    id: z.string(),
    other: otherSideOut.extend({
      /** Their phone, once a service of the pair is confirmed and if they gave one ('Llamar', 'WhatsApp'). */
      phone: z.string().nullable(),
    }),
    subject: subjectOut,
    /** A service of this pair for its subject is confirmed (or later): contact details are no longer hidden. */
    confirmed: z.boolean(),
    /** Read-only: 30 days went by since its service ended. */
    closed: z.boolean(),
    unread: z.number(),
  }),
});
export type ConversationHeader = z.infer<typeof conversationOut>['conversation'];

/** A page of messages: `before` an id (older ones), `after` one (newer ones), or the newest when neither. */
export const messagesQuery = z
  .object({
    before: messageId.optional(),
    after: messageId.optional(),
    limit: z.coerce
      .number(m.idInvalid)
      .int(m.idInvalid)
      .min(1, m.idInvalid)
      .max(MESSAGE_PAGE_MAX, m.idInvalid)
      .default(MESSAGE_PAGE_DEFAULT),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    path: ['after'],
    message: m.pageBoth,
  });

/** A photo of a message: its address is served only to the conversation's two sides, never cached. */
export const messagePhotoOut = z.object({ id: z.string(), url: z.string(), alt: z.string() });
export type MessagePhoto = z.infer<typeof messagePhotoOut>;

export const messageOut = z.object({
  id: z.number(),
  mine: z.boolean(),
  /** As this person may read it: contact details replaced with '••••' when `masked`. */
  body: z.string(),
  masked: z.boolean(),
  /** An operator hid it: `body` is 'Mensaje oculto por moderación.' for both sides. */
  hidden: z.boolean(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
  /** Up to four, in the order they were sent; none when the message is hidden. */
  photos: z.array(messagePhotoOut),
});
export type ConversationMessage = z.infer<typeof messageOut>;

/** Oldest first within the page; `more`: there are older (or, reading `after`, newer) messages beyond it. */
export const messagesOut = z.object({ messages: z.array(messageOut), more: z.boolean() });
export type ConversationMessages = z.infer<typeof messagesOut>;

export const sendMessageInput = z
  .object({
    /** May be empty when the message carries photos. */
    body: textField(0, MESSAGE_MAX_LENGTH, m.bodyRequired, m.bodyTooLong).default(''),
    /** The sender's key for this message (a uuid the page makes): sent again, it is the same message. */
    clientId: z.string(m.clientIdInvalid).regex(UUID, m.clientIdInvalid),
    /** The sender's photos uploaded to this conversation and not sent yet (POST …/photos), in order. */
    photoIds: z
      .array(uuidField, m.idInvalid)
      .max(MESSAGE_MAX_PHOTOS, m.photos.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, m.photos.repeated)
      .optional(),
  })
  .refine((input) => input.body.length > 0 || (input.photoIds?.length ?? 0) > 0, {
    path: ['body'],
    message: m.bodyRequired,
  });
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const sentMessageOut = z.object({ message: messageOut });

/** 'Visto': the other side's messages up to this id are seen. */
export const seenInput = z.object({ upTo: messageId });

export const seenOut = z.object({ unread: z.number() });

/** A photo's description, given with its upload (`?alt=`): for those who cannot see it. */
export const photoUploadQuery = z.object({
  alt: z.string(m.photos.altTooLong).trim().max(PHOTO_ALT_MAX_LENGTH, m.photos.altTooLong).default(''),
});

export const messagePhotoParams = conversationParams.extend({ photoId: z.string().max(200) });

export const uploadedPhotoOut = z.object({ photo: messagePhotoOut });
