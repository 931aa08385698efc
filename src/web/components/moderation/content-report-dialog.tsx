// First: the dialog brings the resolver, which switches zod to jitless before the shared schema below is built.
import { ReportDialog } from './report-dialog';
import { moderationMessages as texts } from '#shared/moderation-messages';
import { reportInput, type ReportTarget } from '#shared/schemas/moderation';
import { useSendReport } from './send-report';

// Refusals worth reading (their own, gone, reported before, too many), shown in the dialog as the server words them.
const WORDED_IN_DIALOG: ReadonlySet<number> = new Set([403, 404, 409, 429]);

// What the person writes; the review or request reported goes with it.
const reasonOnly = reportInput.pick({ reason: true });

export type ContentReportDialogProps = {
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
};

/** 'Reportar contenido': why it is inappropriate (5 to 500 characters); the team reviews it. */
export default function ContentReportDialog({ targetType, targetId, onClose }: ContentReportDialogProps) {
  const send = useSendReport();
  return (
    <ReportDialog
      schema={reasonOnly}
      textField="reason"
      worded={WORDED_IN_DIALOG}
      send={({ reason }) => send.mutateAsync({ targetType, targetId, reason })}
      texts={{
        ...texts,
        title: texts.reportTitle,
        description: texts.reportDescription,
        textLabel: texts.reason,
      }}
      onClose={onClose}
    />
  );
}
