import { uiMessages } from '#shared/common-messages';
import { Button } from '#web/components/ui/button';

type StepActionsProps = { submitLabel: string; submitting: boolean; onCancel: () => void };

/** The buttons under a two-factor step's form: its action, and 'Cancelar', held while the action runs. */
export function StepActions({ submitLabel, submitting, onCancel }: StepActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        {uiMessages.cancel}
      </Button>
    </div>
  );
}
