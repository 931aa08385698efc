import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { moderationMessages as texts } from '#shared/moderation-messages';
import type { ReportTarget } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';

// The dialog brings zod and the form library: loaded on the first click, so the public provider page that
// shows this button to signed-in visitors does not carry them for everyone.
const ContentReportDialog = lazy(() => import('./content-report-dialog'));

type ReportButtonProps = {
  targetType: ReportTarget;
  targetId: string;
  /** The button's accessible name: which review or request it reports ('Reportar la reseña de Rosa'). */
  label: string;
  className?: string;
};

/** A small 'Reportar' beside a review or a request, opening 'Reportar contenido'. */
export function ReportButton({ targetType, targetId, label, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        className={cn('text-slate-700', className)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        {texts.report}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContentReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
