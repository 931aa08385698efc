import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkTransition, REVIEW_WINDOW_DAYS, serviceMoments } from '#shared/domain/service-lifecycle';
import { reviewMessages } from '#shared/review-messages';
import { serviceMessages } from '#shared/service-messages';
import { refusalMessage } from '#shared/service-refusals';
import type { MyReviews, ReplyInput, Review, ReviewInput } from '#shared/schemas/reviews';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { jobEvents, jobs, reviews, type JobRow } from '#server/db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyParty, stateOf } from '#server/modules/jobs';
import { providerDisplayName } from '#server/modules/profiles';
import { shortName } from '#shared/names';
import { isVisibleReview } from '#server/domain/visible-review';

export const PUBLISH_REVIEWS = 'reviews-publish';
type ReviewRow = typeof reviews.$inferSelect;

const serviceNotFound = () => new NotFoundError('NOT_FOUND', serviceMessages.notFound);
const reviewNotFound = () => new NotFoundError('NOT_FOUND', reviewMessages.reviewNotFound);

/**
 * One side reviews a completed service, once, within 14 days of completion (the lifecycle graph's
 * 'leave_review'), with the service's row locked. The review stays hidden until the other side has written
 * theirs (both are published now) or the window closes (a task publishes it then). Writing again returns the
 * review already written.
 */
export async function writeReview(
  db: Database,
  userId: string,
  jobId: string,
  input: ReviewInput,
  now: Date,
): Promise<{ review: ReviewRow; created: boolean }> {
  if (!isUuid(jobId)) throw serviceNotFound();
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job || (job.customerId !== userId && job.providerId !== userId)) throw serviceNotFound();
    const role = job.customerId === userId ? 'customer' : 'provider';
    const existing = await tx.select().from(reviews).where(eq(reviews.jobId, job.id));
    const mine = existing.find((row) => row.authorRole === role);
    if (mine) return { review: mine, created: false };
    const state = {
      ...stateOf(job),
      customerReviewed: existing.some((row) => row.authorRole === 'customer'),
      providerReviewed: existing.some((row) => row.authorRole === 'provider'),
    };
    const result = checkTransition(state, 'leave_review', role, now);
    if (!result.ok)
      throw new ConflictError(result.reason.toUpperCase(), refusalMessage(result.reason, job.status));

    const other = existing.find((row) => row.authorRole !== role);
    const [review] = await tx
      .insert(reviews)
      .values({
        jobId: job.id,
        authorRole: role,
        authorId: userId,
        subjectId: role === 'customer' ? job.providerId : job.customerId,
        rating: input.rating,
        comment: input.comment ?? '',
        showcaseConsent: role === 'customer' && input.allowShowcase === true,
        createdAt: now,
        publishedAt: other ? now : null,
      })
      .returning();
    await tx.insert(jobEvents).values({
      jobId: job.id,
      action: 'leave_review',
      actor: role,
      actorId: userId,
      fromStatus: job.status,
      toStatus: job.status,
      at: now,
    });
    if (other) {
      await tx.update(reviews).set({ publishedAt: now }).where(eq(reviews.id, other.id));
      await tellSubjects(tx, job, ['customer', 'provider'], now);
    } else {
      await enqueue(tx, {
        kind: PUBLISH_REVIEWS,
        payload: { jobId: job.id },
        runAt: serviceMoments(stateOf(job)).reviewClose!,
        dedupeKey: `${PUBLISH_REVIEWS}:${job.id}`,
      });
    }
    return { review: review!, created: true };
  });
}

// Each review's subject hears that a review of them is now to be read.
async function tellSubjects(tx: Database, job: JobRow, authors: ('customer' | 'provider')[], now: Date) {
  for (const author of authors) {
    const subject = author === 'customer' ? 'provider' : 'customer';
    await notifyParty(tx, job, subject, `review-received-${subject}`, now);
  }
}

/** When the 14 days are over: what was written is published, and its subject told. */
export const publishReviews: TaskHandler<{ jobId: string }> = async (
  { jobId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const published = await tx
      .update(reviews)
      .set({ publishedAt: now })
      .where(and(eq(reviews.jobId, jobId), isNull(reviews.publishedAt)))
      .returning({ authorRole: reviews.authorRole });
    if (published.length === 0) return;
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
    if (job)
      await tellSubjects(
        tx,
        job,
        published.map((row) => row.authorRole),
        now,
      );
  });
};

/** The provider answers a published review of them, once, in public. */
export async function replyToReview(
  db: Database,
  userId: string,
  reviewId: string,
  input: ReplyInput,
  now: Date,
): Promise<ReviewRow> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    // A review still hidden does not exist yet for its subject.
    if (!review || review.subjectId !== userId || !review.publishedAt || review.hiddenAt)
      throw reviewNotFound();
    if (review.authorRole !== 'customer')
      throw new ForbiddenError('NOT_YOUR_ACTION', reviewMessages.onlyProvidersReply);
    if (review.reply !== null) {
      if (review.reply === input.reply) return review;
      throw new ConflictError('ALREADY_REPLIED', reviewMessages.alreadyReplied);
    }
    const [updated] = await tx
      .update(reviews)
      .set({ reply: input.reply, repliedAt: now })
      .where(eq(reviews.id, review.id))
      .returning();
    return updated!;
  });
}

interface ReviewListRow {
  id: string;
  job_id: string;
  title: string;
  author_role: 'customer' | 'provider';
  author_id: string;
  customer_name: string | null;
  provider_id: string;
  provider_name: string;
  rating: number;
  comment: string;
  reply: string | null;
  created_at: string;
  published: boolean;
  hidden_reason: string | null;
}

function toReview(row: ReviewListRow): Review {
  const customer = shortName(row.customer_name);
  return {
    id: row.id,
    serviceId: row.job_id,
    serviceTitle: row.title,
    authorRole: row.author_role,
    authorName: row.author_role === 'customer' ? customer : row.provider_name,
    subjectName: row.author_role === 'customer' ? row.provider_name : customer,
    provider: { id: row.provider_id, displayName: row.provider_name },
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    createdAt: new Date(row.created_at).toISOString(),
    published: row.published,
    hiddenReason: row.hidden_reason,
  };
}

/** What this person wrote, what was written about them (published only), and what they may still write. */
export async function listMyReviews(db: Database, userId: string, now: Date): Promise<MyReviews> {
  const rows = rowsOf<ReviewListRow & { subject_id: string }>(
    await db.execute(sql`select r.id, r.job_id, j.title, r.author_role, r.author_id, r.subject_id,
        c.full_name as customer_name, j.provider_id, ${providerDisplayName} as provider_name, r.rating, r.comment, r.reply,
        r.created_at, r.published_at is not null as published, r.hidden_reason
      from reviews r
      join jobs j on j.id = r.job_id
      join profiles c on c.id = j.customer_id
      join profiles p on p.id = j.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      where r.author_id = ${userId} or (r.subject_id = ${userId} and ${isVisibleReview()})
      order by r.created_at desc, r.id desc`),
  );
  const written = rows.filter((row) => row.author_id === userId).map(toReview);
  const received = rows.filter((row) => row.subject_id === userId).map(toReview);
  const count = received.length;
  const average = count === 0 ? null : received.reduce((sum, row) => sum + row.rating, 0) / count;

  // Only services whose review window may still be open: not every service the person ever completed.
  const windowOpened = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const completed = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'completed'),
        sql`(${jobs.customerId} = ${userId} or ${jobs.providerId} = ${userId})`,
        gt(jobs.completedAt, windowOpened),
      ),
    );
  const writtenJobs = new Set(written.map((row) => row.serviceId));
  const names =
    completed.length === 0
      ? []
      : rowsOf<{ id: string; customer_name: string | null; provider_name: string }>(
          await db.execute(sql`select j.id, c.full_name as customer_name, ${providerDisplayName} as provider_name
          from jobs j join profiles c on c.id = j.customer_id join profiles p on p.id = j.provider_id
          left join provider_profiles pp on pp.provider_id = p.id
          where j.id = any(${sql.param(completed.map((job) => job.id))}::uuid[])`),
        );
  const nameOf = new Map(names.map((row) => [row.id, row]));
  const toWrite = completed
    .filter((job) => !writtenJobs.has(job.id))
    .flatMap((job) => {
      const closesAt = serviceMoments(stateOf(job)).reviewClose;
      if (!closesAt || closesAt <= now) return [];
      const name = nameOf.get(job.id);
      return [
        {
          serviceId: job.id,
          title: job.title,
          otherName:
            job.customerId === userId ? (name?.provider_name ?? '') : shortName(name?.customer_name ?? null),
          completedAt: job.completedAt!.toISOString(),
          closesAt: closesAt.toISOString(),
        },
      ];
    });
  return {
    toWrite,
    written,
    received,
    average: average === null ? null : Math.round(average * 10) / 10,
    count,
  };
}

/** The review as its author reads it right after writing it. */
export async function findReview(db: Database, reviewId: string, userId: string, now: Date): Promise<Review> {
  const mine = await listMyReviews(db, userId, now);
  const review = [...mine.written, ...mine.received].find((row) => row.id === reviewId);
  if (!review) throw reviewNotFound();
  return review;
}
