import { z } from 'zod';
import { moderationMessages } from '#shared/moderation-messages';
import { reasonField } from './text-field';

/** What users may report ('Reportar'): a published review, or an open request seen by a provider. */
export const REPORT_TARGETS = ['review', 'request'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** What operators may hide: those, and a provider's profile photo or Empresarial logo. */
export const MODERATION_TARGETS = ['review', 'request', 'photo', 'logo'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const REPORT_OUTCOMES = ['hidden', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
  reason: reasonField(moderationMessages),
});
export type ReportInput = z.input<typeof reportInput>;

export const MODERATION_STATUSES = ['visible', 'hidden'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const moderationQuery = z.object({
  kind: z.enum(MODERATION_TARGETS).default('review'),
  status: z.enum(MODERATION_STATUSES).default('visible'),
});

export const moderationParams = z.object({
  type: z.enum(MODERATION_TARGETS),
  // A review's or a request's uuid, or a provider's user id for a photo or a logo.
  id: z.string().min(1).max(100),
});

/** One piece of content in the console's Moderación, with its open reports. */
export const moderationItemOut = z.object({
  type: z.enum(MODERATION_TARGETS),
  id: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  /** A review's subject (the other party); null otherwise. */
  subject: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A request's title; empty otherwise. */
  title: z.string(),
  /** A review's comment or a request's description; empty for a photo or a logo. */
  text: z.string(),
  rating: z.number().int().nullable(),
  /** For a visible photo or logo, its public address; null otherwise. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The reports not yet resolved, oldest first. */
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type ModerationItem = z.infer<typeof moderationItemOut>;

export const moderationListOut = z.object({ items: z.array(moderationItemOut) });
export type ModerationList = z.infer<typeof moderationListOut>;
