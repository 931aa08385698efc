import { useEffect } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { SERVICE_IDS, type ServiceId } from '#shared/catalog';
import { EstimateFields } from '#web/components/estimate/estimate-fields';
import { lengthForService } from '#web/components/estimate/estimate-length';
import type { NewRequestOutput, NewRequestValues } from './new-request-schema';

type Form = UseFormReturn<NewRequestValues, unknown, NewRequestOutput>;

const isServiceId = (value: string): value is ServiceId => (SERVICE_IDS as readonly string[]).includes(value);

/** The new request's 'Cotizador', once a service is chosen, as selects among the form's other fields. */
export function NewRequestLength({ form }: { form: Form }) {
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const { field } = useController({ control: form.control, name: 'length' });
  // A deep cleaning starts at 'Profunda', a home cleaning at 'General', as in the wizard.
  useEffect(() => {
    if (isServiceId(serviceId))
      form.setValue('length', lengthForService(serviceId, form.getValues('length')));
  }, [serviceId, form]);
  if (!isServiceId(serviceId)) return null;
  return (
    <EstimateFields
      serviceId={serviceId}
      value={field.value}
      onChange={field.onChange}
      counts="selects"
      errors={form.formState.errors.length}
      hoursRef={field.ref}
    />
  );
}
