// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { providerUi } from '#shared/provider-ui';
import { availabilityInput, type AvailabilityInput } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { toast } from '#web/lib/toast';
import type { Availability } from '#web/features/provider/availability/api/get-availability';
import { useSaveAvailability } from '#web/features/provider/availability/api/save-availability';
import { DayRow } from './day-row';

const texts = providerUi.availability;
// Days are stored 0 = domingo; the week is shown from Monday, as calendars in Mexico do.
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const CLOSED_DAY = { enabled: false, start: '09:00', end: '18:00' };

// Seven days in weekday order, whatever the server sent (a new account may have none saved).
function toForm(saved: Availability): AvailabilityInput {
  return {
    days: [0, 1, 2, 3, 4, 5, 6].map(
      (weekday) => saved.days.find((day) => day.weekday === weekday) ?? { weekday, ...CLOSED_DAY },
    ),
  };
}

export function AvailabilityForm({ saved }: { saved: Availability }) {
  const save = useSaveAvailability();
  const form = useForm<AvailabilityInput>({
    resolver: zodResolver(availabilityInput),
    defaultValues: toForm(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const days = form.watch('days');

  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success(texts.savedTitle, texts.savedBody);
    } catch {
      toast.error(texts.saveFailed);
    }
  });

  return (
    <Card>
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <ul className="grid gap-3">
          {DISPLAY_ORDER.map((weekday) => (
            <li key={weekday}>
              <DayRow
                name={texts.weekdays[weekday]}
                enabled={days[weekday]?.enabled ?? false}
                enabledField={form.register(`days.${weekday}.enabled`)}
                startField={form.register(`days.${weekday}.start`)}
                endField={form.register(`days.${weekday}.end`)}
                startError={errors.days?.[weekday]?.start?.message}
                endError={errors.days?.[weekday]?.end?.message}
              />
            </li>
          ))}
        </ul>
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          {texts.save}
        </Button>
      </form>
    </Card>
  );
}
