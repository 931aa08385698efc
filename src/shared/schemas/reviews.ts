import { z } from 'zod';
import { reviewMessages } from '#shared/review-messages';

export const reviewInput = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  comment: z.string().trim().max(1000, reviewMessages.commentTooLong).default(''),
  /** 'Permitir que LimpiaHogar muestre mi reseña': a customer's review may then be a home page testimonial. */
  allowShowcase: z.boolean().default(false),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const replyInput = z.object({
  reply: z.string().trim().min(1, reviewMessages.replyRequired).max(1000, reviewMessages.replyTooLong),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const reviewParams = z.object({ id: z.string().max(100) });

/** A review as its author or its subject reads it. */
export const reviewOut = z.object({
  id: z.uuid(),
  /** The service (job) reviewed. */
  serviceId: z.uuid(),
  serviceTitle: z.string(),
  authorRole: z.enum(['customer', 'provider']),
  /** A first name or a display name, never an e-mail. */
  authorName: z.string(),
  subjectName: z.string(),
  /** The service's provider (author or subject): their public page is where the name leads. */
  provider: z.object({ id: z.string(), displayName: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  /** Hidden from the subject until both sides wrote or the 14 days passed. */
  published: z.boolean(),
  /** Set when an operator hid it (Moderación): only its author reads it, with why. */
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof reviewOut>;

export const reviewResponse = z.object({ review: reviewOut });

/** A completed service this person may still review, and until when. */
export const toReviewOut = z.object({
  serviceId: z.uuid(),
  title: z.string(),
  otherName: z.string(),
  completedAt: z.string(),
  closesAt: z.string(),
});

export const myReviewsOut = z.object({
  toWrite: z.array(toReviewOut),
  written: z.array(reviewOut),
  /** Published reviews about this person, newest first. */
  received: z.array(reviewOut),
  /** Of the received ones; null before the first. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type MyReviews = z.infer<typeof myReviewsOut>;
