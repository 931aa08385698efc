import type { Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ChosenPlace } from '#web/components/places/chosen-place';
import { TextareaField } from '#web/components/ui/textarea-field';
import { ContactFieldset } from '#web/components/address/contact-fields';
import { PaymentMethodChoice } from '#web/components/payments/payment-method-choice';
import { scheduleToIso } from '#shared/domain/local-time';
import { oxxoReasonFor, useOnlineMethods } from '#web/lib/payments/online-methods';
import {
  scheduleTimeZone,
  type BookingWizardOutput,
  type BookingWizardValues,
} from '#web/features/booking/booking-form';
import { useSavedContact } from '#web/features/booking/api/get-saved-contact';
import { estimatedRange } from '#web/components/estimate/estimate-length';
import { chargedPrice } from '#web/features/booking/booking-price';
import { bookingTexts, type BookingViewer } from '#web/features/booking/texts';
import { BookingSummary } from './booking-summary';
import { StepHeading } from './step-heading';
import { fieldProps } from '#web/lib/field-props';

const texts = bookingTexts.address;

type AddressStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  form: UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>;
  viewer: BookingViewer;
};

export function AddressStep({ headingRef, form, viewer }: AddressStepProps) {
  useSavedContact(viewer === 'client', form);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as BookingWizardValues;
  // SPEI and OXXO only when paid online with this provider; OXXO only far enough ahead.
  const online = useOnlineMethods(values.provider?.id ?? null).data === true;
  const start = values.schedule ? scheduleToIso(values.schedule, scheduleTimeZone(values)) : '';
  const charge = values.provider
    ? chargedPrice(values.provider.hourlyPrice, estimatedRange(values.serviceId, values.length))
    : 0;
  const oxxoReason = start ? oxxoReasonFor(start, charge, new Date()) : null;

  return (
    <section className="grid gap-5">
      <div className="grid gap-1">
        <StepHeading ref={headingRef} title={texts.title} />
        <p className="text-slate-600">{texts.description}</p>
      </div>
      {/* Chosen in step 3, where the free times are read on its clock. */}
      {values.location ? (
        <ChosenPlace location={values.location} approximateHint={texts.approximateHint} />
      ) : null}
      <ContactFieldset form={form} name="contact" />
      <TextareaField
        label={texts.notes}
        hint={texts.notesHint}
        className="[&_textarea]:min-h-24"
        {...fieldProps(form, 'notes')}
      />
      <PaymentMethodChoice
        field={form.register('paymentMethod')}
        error={errors.paymentMethod?.message}
        online={online}
        oxxoReason={oxxoReason}
      />
      <BookingSummary values={values} />
    </section>
  );
}
