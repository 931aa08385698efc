import { Star, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '#shared/format';
import { moderationMessages } from '#shared/moderation-messages';
import type { Review } from '#shared/schemas/reviews';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { TextareaField } from '#web/components/ui/textarea-field';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { ProviderLink } from '#web/components/provider-link';
import { useMyReviews, useReplyToReview } from './api';
import { formatRating, reviewsCount } from '#web/components/reviews/provider-rating';
import { ReviewButton } from '#web/components/reviews/review-dialog';
import { reviewUi as texts } from '#web/components/reviews/texts';

// Reseñas, on both panels: the completed services still to review, the published reviews about this person
// (the provider answers each once, in public), and those they wrote.
export function ReviewsContent({
  viewer,
  empty,
}: {
  viewer: 'customer' | 'provider';
  /** What the page says while there is nothing to write or read, and where it leads. */
  empty: { title: string; body: string; action: { to: string; label: string } };
}) {
  const query = useMyReviews();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { toWrite, received, written, average, count } = query.data;
  if (toWrite.length + received.length + written.length === 0) {
    return <EmptyState icon={Star} title={empty.title} description={empty.body} link={empty.action} />;
  }
  return (
    <div className="grid gap-8">
      <Section title={texts.toWriteTitle} icon={Star}>
        {toWrite.length === 0 ? (
          <p className="text-slate-700">{texts.noneToWrite}</p>
        ) : (
          <ul className="grid gap-3">
            {toWrite.map((item) => (
              <li
                key={item.serviceId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <p className="text-slate-800">
                  {fillMessage(texts.toWriteItem, {
                    title: item.title,
                    name: item.otherName,
                    date: formatDateTime(item.closesAt),
                  })}
                </p>
                <ReviewButton serviceId={item.serviceId} title={item.title} author={viewer} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={texts.receivedTitle}>
        {average !== null ? (
          <p className="font-semibold text-slate-900">
            {fillMessage(texts.average, { average: formatRating(average), count: reviewsCount(count) })}
          </p>
        ) : null}
        {received.length === 0 ? (
          <p className="text-slate-700">{texts.noneReceived}</p>
        ) : (
          <ul className="grid gap-3">
            {received.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} name={partyName(texts.by, review, viewer, review.authorName)}>
                  {viewer === 'provider' && review.reply === null ? <ReplyForm review={review} /> : null}
                </ReviewCard>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={texts.writtenTitle}>
        {written.length === 0 ? (
          <p className="text-slate-700">{texts.noneWritten}</p>
        ) : (
          <ul className="grid gap-3">
            {written.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  name={partyName(texts.about, review, viewer, review.subjectName)}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {Icon ? <Icon aria-hidden className="size-5" /> : null}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** 'De Brillo Fino' / 'Sobre Lucía'; a customer reads the provider's name as a link to their public page. */
function partyName(template: string, review: Review, viewer: 'customer' | 'provider', name: string) {
  if (viewer === 'provider') return fillMessage(template, { name });
  const [before, after] = template.split('{name}');
  return (
    <>
      {before}
      <ProviderLink provider={review.provider} className="font-medium text-brand" />
      {after}
    </>
  );
}

function ReviewCard({
  review,
  name,
  children,
}: {
  review: Review;
  name: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={review.serviceTitle}
    >
      <p className="font-semibold text-slate-900">{review.serviceTitle}</p>
      <p className="text-sm text-slate-700">
        {name} · {fillMessage(texts.starsOutOf, { rating: review.rating })} ·{' '}
        {formatDateTime(review.createdAt)}
      </p>
      {review.comment ? (
        <p className="break-words whitespace-pre-line text-slate-800">{review.comment}</p>
      ) : null}
      {review.hiddenReason !== null ? (
        // Hidden by Moderación: only its author reads this, with the reason they were e-mailed.
        <div className="grid justify-items-start gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold">
            {moderationMessages.hiddenBadge}
          </span>
          <p className="break-words">
            {fillMessage(moderationMessages.hiddenReason, { reason: review.hiddenReason })}
          </p>
        </div>
      ) : !review.published ? (
        <p className="text-sm text-slate-600">{texts.hidden}</p>
      ) : null}
      {review.reply ? (
        <div className="rounded-md bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{texts.reply}</p>
          <p className="break-words whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToReview(review.id);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        send.mutate(reply, {
          onSuccess: () => toast.success(texts.replySent),
          onError: (failure) =>
            failure instanceof ApiError && failure.status < 500
              ? setError(failure.fields?.reply ?? failure.message)
              : toast.error(texts.failed),
        });
      }}
    >
      <TextareaField
        label={texts.replyLabel}
        value={reply}
        maxLength={1000}
        error={error}
        className="[&_textarea]:min-h-20"
        onChange={(event) => setReply(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" loading={send.isPending}>
          {texts.replySubmit}
        </Button>
      </div>
    </form>
  );
}
