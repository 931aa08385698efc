import { ChevronDown, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { conversationReportMessages } from '#shared/conversation-report-messages';
import { formatDateTime } from '#shared/format';
import type { ReportedConversation } from '#shared/schemas/conversation-reports';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { ConsoleCard } from '#web/features/operator/components/console-card';
import { ConversationTranscript } from './conversation-transcript';

const texts = conversationReportMessages.console;

/** What names a reported conversation: its card's heading, its dialogs' titles and its buttons' names. */
export const conversationLabel = (conversation: ReportedConversation) =>
  fillMessage(texts.label, { customer: conversation.customer.name, provider: conversation.provider.name });

type CardProps = { conversation: ReportedConversation; onResolve: () => void };

/**
 * A reported conversation: its two sides, what it is about, its reports; 'Leer conversación' reads it (each
 * opening is written to the Bitácora) and 'Resolver' closes the open reports with a note.
 */
export function ReportedConversationCard({ conversation, onResolve }: CardProps) {
  const [reading, setReading] = useState(false);
  const transcriptId = useId();
  const label = conversationLabel(conversation);
  const open = conversation.reports.some((report) => report.resolvedAt === null);
  const count = conversation.reports.length;
  return (
    <ConsoleCard id={`conversation-${conversation.id}`} title={label}>
      <DetailList
        details={[
          { term: texts.customer, value: conversation.customer.name },
          { term: texts.provider, value: conversation.provider.name },
          { term: texts.about, value: conversation.subject },
          { term: texts.lastActivity, value: formatDateTime(conversation.lastActivityAt) },
        ]}
      />
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <h4 className="flex items-center gap-2 font-semibold">
          <Flag aria-hidden className="size-4" />
          {count === 1 ? texts.reports.one : fillMessage(texts.reports.other, { count })}
        </h4>
        <ul className="grid gap-2">
          {conversation.reports.map((report) => (
            <li key={report.id} className="grid gap-0.5">
              <span className="font-medium">
                {fillMessage(texts.reportBy, {
                  reason: conversationReportMessages.reasons[report.reason],
                  name: report.reporter.name,
                  date: formatDateTime(report.createdAt),
                })}
              </span>
              {report.details ? (
                <span className="break-words whitespace-pre-line">{report.details}</span>
              ) : null}
              {report.resolvedAt ? (
                <span className="text-sm text-amber-900">
                  {fillMessage(texts.resolvedOn, {
                    date: formatDateTime(report.resolvedAt),
                    note: report.resolutionNote ?? '',
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <Button
          variant="outline"
          aria-expanded={reading}
          aria-controls={reading ? transcriptId : undefined}
          aria-label={fillMessage(texts.readLabel, { label })}
          onClick={() => setReading((now) => !now)}
        >
          {texts.read}
          <ChevronDown aria-hidden className={reading ? 'rotate-180' : undefined} />
        </Button>
        {open ? (
          <Button
            variant="default"
            aria-label={fillMessage(texts.resolveLabel, { label })}
            onClick={onResolve}
          >
            {texts.resolve}
          </Button>
        ) : null}
      </div>
      {reading ? (
        <ConversationTranscript id={transcriptId} conversation={conversation} label={label} />
      ) : null}
    </ConsoleCard>
  );
}
