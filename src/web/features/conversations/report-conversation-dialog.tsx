// First: the dialog brings the resolver, which switches zod to jitless before the shared schema below is built.
import { ReportDialog } from '#web/components/moderation/report-dialog';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { conversationReportMessages as texts } from '#shared/conversation-report-messages';
import { reportConversationInput } from '#shared/schemas/conversation-reports';
import { Button } from '#web/components/ui/button';
import { apiFetch } from '#web/lib/api';

// Refusals worth reading (gone, too many), shown in the dialog as the server words them.
const WORDED_IN_DIALOG: ReadonlySet<number> = new Set([404, 429]);

/** 'Reportar conversación' under the conversation's header, opening its dialog. */
export function ReportConversationButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-slate-700"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        {texts.report}
      </Button>
      {open ? (
        <ReportConversationDialog conversationId={conversationId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * Why the conversation is reported (a reason, and what happened; required for 'Otro'). Sent again while the first
 * report waits, it is that same report (the server answers it), so a double click makes one.
 */
export function ReportConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      schema={reportConversationInput}
      textField="details"
      reasons={{ legend: texts.reasonLabel, labels: texts.reasons }}
      worded={WORDED_IN_DIALOG}
      send={(body) =>
        apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/reports`, {
          method: 'POST',
          body,
        })
      }
      texts={{ ...texts, textLabel: texts.detailsLabel, textHint: texts.detailsHint }}
      onClose={onClose}
    />
  );
}
