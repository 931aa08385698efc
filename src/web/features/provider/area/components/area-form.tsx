// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import {
  MAX_SERVICE_RADIUS_KM,
  MIN_SERVICE_RADIUS_KM,
  serviceAreaInput,
  type ServiceArea,
  type ServiceAreaInput,
} from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/lib/toast';
import { applyFieldErrors } from '#web/lib/form-errors';
import { useSaveServiceArea } from '#web/features/provider/area/api/save-area';
import { ChosenPlace } from '#web/components/places/chosen-place';
import { fieldProps } from '#web/lib/field-props';
import { PlaceField } from '#web/components/places/place-field';

const texts = providerUi.area;
type AreaValues = { location: ServiceAreaInput['location'] | null; serviceRadius: number };
// No place chosen yet is `null` in the form; the shared schema answers it with 'Por favor selecciona una ubicación'.
const resolver = formResolver<AreaValues, ServiceAreaInput>(serviceAreaInput);

export function AreaForm({ area }: { area: ServiceArea }) {
  const save = useSaveServiceArea();
  const form = useForm<AreaValues, unknown, ServiceAreaInput>({
    resolver,
    defaultValues: { location: area.location, serviceRadius: area.serviceRadius },
  });
  const { isSubmitting } = form.formState;
  const location = form.watch('location');

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ location: saved.location, serviceRadius: saved.serviceRadius });
      toast.success(providerMessages.areaSavedTitle, providerMessages.areaSavedBody);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['serviceRadius']);
      toast.error(providerMessages.areaSaveFailed);
    }
  });

  return (
    <Card>
      <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
        <PlaceField control={form.control} name="location" />
        {location ? <ChosenPlace location={location} approximateHint={texts.approximateHint} /> : null}
        <TextField
          label={texts.radius}
          hint={texts.radiusHint}
          type="number"
          inputMode="numeric"
          min={MIN_SERVICE_RADIUS_KM}
          max={MAX_SERVICE_RADIUS_KM}
          step={1}
          className="max-w-48"
          {...fieldProps(form, 'serviceRadius', { valueAsNumber: true })}
        />
        <Button type="submit" className="justify-self-start" disabled={!location} loading={isSubmitting}>
          {texts.save}
        </Button>
      </form>
    </Card>
  );
}
