import { Flag } from 'lucide-react';
import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { ModerationItem } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { DetailList, type Detail } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import { useModerateContent, type ModerationAction } from '#web/features/operator/api/moderate-content';
import { moderationItemLabel, openReportsText } from './moderation-view';
import { ConsoleCard, refusalMessage } from '#web/features/operator/components/console-card';

const texts = operatorMessages.moderation;
type Step = Exclude<ModerationAction, 'hide'>;

// The steps taken from the card itself ('Ocultar' asks for a reason first): the button, its accessible name
// ({label}: the content's) and the toast once done.
const STEPS: Record<Step, { text: string; label: string; done: string }> = {
  restore: { text: texts.restore, label: texts.restoreLabel, done: texts.restored },
  dismiss: { text: texts.dismiss, label: texts.dismissLabel, done: texts.dismissed },
};

function detailsOf(item: ModerationItem): Detail[] {
  return [
    { term: texts.author, value: item.author.name },
    ...(item.subject ? [{ term: texts.about, value: item.subject.name }] : []),
    ...(item.rating !== null
      ? [{ term: texts.rating, value: fillMessage(texts.stars, { rating: item.rating }) }]
      : []),
    { term: texts.createdAt, value: formatDateTime(item.createdAt) },
    ...(item.hiddenReason !== null ? [{ term: texts.hiddenReason, value: item.hiddenReason }] : []),
  ];
}

type ModerationCardProps = { item: ModerationItem; onHide: () => void };

/** One review, request, photo or logo: what it says, who wrote it, what users reported, and the decision. */
export function ModerationCard({ item, onHide }: ModerationCardProps) {
  const moderate = useModerateContent();
  const label = moderationItemLabel(item);
  const titleId = `moderation-${item.type}-${item.id}`;
  const pending = moderate.isPending ? moderate.variables.action : null;

  const run = (action: Step) =>
    moderate.mutate(
      { type: item.type, id: item.id, action },
      {
        onSuccess: () => toast.success(STEPS[action].done, label),
        // Moderated by someone else meanwhile (409): the server says so.
        onError: (error) => toast.error(refusalMessage(error)),
      },
    );
  const stepButton = (action: Step) => (
    <Button
      variant="outline"
      loading={pending === action}
      disabled={pending !== null}
      aria-label={fillMessage(STEPS[action].label, { label })}
      onClick={() => run(action)}
    >
      {STEPS[action].text}
    </Button>
  );

  return (
    <ConsoleCard
      id={titleId}
      title={label}
      subtitle={
        <>
          {item.hiddenAt ? (
            <p className="text-sm font-semibold text-amber-900">
              {fillMessage(texts.hiddenOn, { date: formatDateTime(item.hiddenAt) })}
            </p>
          ) : null}
        </>
      }
    >
      <ImageOf item={item} />
      {item.text ? <p className="break-words whitespace-pre-line text-slate-800">{item.text}</p> : null}
      <DetailList details={detailsOf(item)} />
      {item.reports.length > 0 ? <OpenReports reports={item.reports} /> : null}
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        {item.hiddenAt ? (
          stepButton('restore')
        ) : (
          <Button
            variant="destructive"
            disabled={pending !== null}
            aria-label={fillMessage(texts.hideLabel, { label })}
            onClick={onHide}
          >
            {texts.hide}
          </Button>
        )}
        {item.reports.length > 0 ? stepButton('dismiss') : null}
      </div>
    </ConsoleCard>
  );
}

// A photo or a logo while it is public; once hidden, a line saying it is no longer published.
function ImageOf({ item }: { item: ModerationItem }) {
  if (item.type !== 'photo' && item.type !== 'logo') return null;
  const photo = item.type === 'photo';
  if (!item.imageUrl) return <p className="text-sm text-slate-700">{photo ? texts.noPhoto : texts.noLogo}</p>;
  return (
    <img
      src={item.imageUrl}
      alt={fillMessage(photo ? texts.photoAlt : texts.logoAlt, { name: item.author.name })}
      // A photo fills its square; a logo is drawn whole, as on the provider's pages.
      className={cn(
        'size-32 rounded-lg border border-slate-200',
        photo ? 'object-cover' : 'bg-slate-50 object-contain',
      )}
    />
  );
}

function OpenReports({ reports }: { reports: ModerationItem['reports'] }) {
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h4 className="flex items-center gap-2 font-semibold">
        <Flag aria-hidden className="size-4" />
        {openReportsText(reports.length)}
      </h4>
      <ul className="grid gap-2" aria-label={texts.reportReasons}>
        {reports.map((report, index) => (
          <li key={index} className="grid gap-0.5">
            <span className="break-words whitespace-pre-line">{report.reason}</span>
            <span className="text-xs text-amber-900">
              {fillMessage(texts.reportedAt, { date: formatDateTime(report.createdAt) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
