import { z } from 'zod';
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATUSES,
  conversationReportMessages as m,
} from '#shared/conversation-report-messages';

/**
 * 'Reportar conversación': a reason from the list and, for 'Otro', what happened (5 to 500 characters; optional
 * for the others). Empty details are no details.
 */
export const reportConversationInput = z
  .object({
    reason: z.enum(CONVERSATION_REPORT_REASONS, m.reasonRequired),
    details: z
      .string(m.detailsTooShort)
      .trim()
      .max(500, m.detailsTooLong)
      .refine((text) => text.length === 0 || text.length >= 5, m.detailsTooShort)
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.reason === 'other' && !input.details)
      context.addIssue({ code: 'custom', path: ['details'], message: m.detailsRequired });
  });
export type ReportConversationInput = z.input<typeof reportConversationInput>;

export const conversationReportOut = z.object({
  /** The reporter's open report: made now (201) or the one already waiting (200). */
  report: z.object({ id: z.string(), createdAt: z.string() }),
});

export const conversationReportsQuery = z.object({
  status: z.enum(CONVERSATION_REPORT_STATUSES).default('open'),
});

const person = z.object({ id: z.string(), name: z.string() });

const reportOut = z.object({
  id: z.string(),
  reason: z.enum(CONVERSATION_REPORT_REASONS),
  details: z.string(),
  reporter: person,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The operator's note when they resolved it. */
  resolutionNote: z.string().nullable(),
});

/** A reported conversation in the console's list: the two sides, what it is about, its reports. */
export const reportedConversationOut = z.object({
  id: z.string(),
  customer: person,
  provider: person,
  /** The request's title or the plan's service. */
  subject: z.string(),
  lastActivityAt: z.string(),
  /** Open ones first, newest first. */
  reports: z.array(reportOut),
});
export type ReportedConversation = z.infer<typeof reportedConversationOut>;

export const reportedConversationsOut = z.object({ conversations: z.array(reportedConversationOut) });
export type ReportedConversations = z.infer<typeof reportedConversationsOut>;

/** A message as an operator reads it: as written (nothing masked), hidden or not. */
export const moderatedMessageOut = z.object({
  id: z.number(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Its photos, hidden message or not, at the console's own address (reported conversations only). */
  photos: z.array(z.object({ id: z.string(), url: z.string(), alt: z.string() })),
});
export type ModeratedMessage = z.infer<typeof moderatedMessageOut>;

/** Reading a reported conversation (written to the audit log): its reports and its latest messages, oldest first. */
export const moderatedConversationOut = z.object({
  conversation: reportedConversationOut,
  messages: z.array(moderatedMessageOut),
  /** Older messages exist beyond these. */
  more: z.boolean(),
});
export type ModeratedConversation = z.infer<typeof moderatedConversationOut>;

export const reportedConversationParams = z.object({ id: z.string().max(200) });

export const moderatedPhotoParams = z.object({ id: z.string().max(200), photoId: z.string().max(200) });

export const moderatedMessageParams = z.object({
  id: z.string().max(200),
  messageId: z.coerce
    .number(m.messageNotFound)
    .int(m.messageNotFound)
    .min(1, m.messageNotFound)
    .max(Number.MAX_SAFE_INTEGER, m.messageNotFound),
});
