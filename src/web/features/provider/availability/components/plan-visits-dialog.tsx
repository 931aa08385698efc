import { formatServiceTime } from '#shared/format';
import { scheduleMessages } from '#shared/schedule-messages';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import type { OutsideService } from '#web/features/provider/availability/api/check-availability';

/**
 * Before saving days off or hours that leave out visits of recurring plans: which, and that they stay booked and
 * their customers are told. 'Guardar y avisar' saves; 'Volver' (or Escape) goes back to the form unsaved.
 */
export function PlanVisitsDialog({
  visits,
  saving,
  onConfirm,
  onBack,
}: {
  /** Empty: the dialog is closed. */
  visits: readonly OutsideService[];
  saving: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const viewerZone = browserTimeZone();
  return (
    <Dialog open={visits.length > 0} onOpenChange={(open) => !open && !saving && onBack()}>
      <DialogContent title={scheduleMessages.planVisitsTitle} description={scheduleMessages.planVisitsHint}>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {visits.map((visit) => (
            <li key={visit.id}>
              {fillMessage(scheduleMessages.planVisitLine, {
                when: formatServiceTime(visit.scheduledAt, visit.durationMinutes, visit.timeZone, viewerZone),
                service: visit.title,
                customer: visit.customerName,
              })}
            </li>
          ))}
        </ul>
        <DialogFormFooter
          refusal={null}
          submitting={saving}
          submitLabel={scheduleMessages.saveAndTell}
          cancelLabel={scheduleMessages.back}
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
