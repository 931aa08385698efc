import { useController, type UseFormReturn } from 'react-hook-form';
import { isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import { EstimateFields } from '#web/components/estimate/estimate-fields';
import type { BookingWizardOutput, BookingWizardValues } from '#web/features/booking/booking-form';
import { bookingTexts } from '#web/features/booking/texts';

type WizardForm = UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>;

/** Step 1's 'Cotizador', as pills: the step asks nothing else, and each answer is one tap. */
export function LengthFields({ form, serviceId }: { form: WizardForm; serviceId: ServiceId }) {
  const { field } = useController({ control: form.control, name: 'length' });
  const texts = bookingTexts.length;
  return (
    <EstimateFields
      serviceId={serviceId}
      value={field.value}
      onChange={field.onChange}
      counts="pills"
      description={isEstimatedFromHome(serviceId) ? texts.homeDescription : texts.hoursDescription}
      errors={form.formState.errors.length}
      hoursRef={field.ref}
    />
  );
}
