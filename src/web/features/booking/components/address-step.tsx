import type { Ref } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { ChosenPlace } from '#web/components/places/chosen-place';
import { PlaceSearch } from '#web/components/places/place-search';
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
  // Registered before the fields below: a Confirmar with errors focuses the first one in register order,
  // which must be the search, first on screen (a <Controller> child would register after them).
  const location = useController({ control: form.control, name: 'location' });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as BookingWizardValues;
  // SPEI and OXXO only when paid online with this provider; OXXO only far enough ahead.
  const online = useOnlineMethods(values.provider?.id ?? null).data === true;
  const start = values.schedule ? scheduleToIso(values.schedule, scheduleTimeZone(values)) : '';
  const oxxoReason = start ? oxxoReasonFor(start, values.provider?.price ?? 0, new Date()) : null;

  return (
    <section className="grid gap-5">
      <div className="grid gap-1">
        <StepHeading ref={headingRef} title={texts.title} />
        <p className="text-slate-600">{texts.description}</p>
      </div>
      <PlaceSearch
        inputRef={location.field.ref}
        value={location.field.value}
        onChange={location.field.onChange}
        error={location.fieldState.error?.message}
      />
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
