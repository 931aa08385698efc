import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Rhythm } from '#shared/domain/rhythms';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { ServiceId } from '#shared/catalog';
import { useHydrated } from '#web/lib/use-hydrated';
import { clearDraft, readDraft } from '#web/features/booking/booking-draft';
import {
  emptyWizardValues,
  prefetchBookingSchema,
  stepOfField,
  stepResolver,
  type BookingStep,
  type BookingWizardOutput,
  type BookingWizardValues,
} from '#web/features/booking/booking-form';
import { newIdempotencyKey } from '#web/lib/idempotency-key';
import type { BookingViewer } from '#web/features/booking/texts';
import { lengthForService } from '#web/components/estimate/estimate-length';
import { laterSteps, prefetchLaterSteps, preloadLaterSteps } from './later-steps-loader';
import { ServiceStep } from './service-step';
import { useConfirmBooking } from './use-confirm-booking';
import { useWizardSteps } from './use-wizard-steps';
import { WizardNavigation } from './wizard-navigation';
import { WizardProgress } from './wizard-progress';

type BookingWizardProps = {
  /** The service chosen on /servicios (read after hydration: the prerendered HTML has none). */
  preselectedServiceId: ServiceId | undefined;
  /** The provider whose public page led here ('Reservar'): chosen in step 2 once the list has them. */
  preselectedProviderId?: string;
  /** 'Volver a reservar': a completed service of the customer's to fill the wizard in from (book-again.ts). */
  bookAgainId?: string;
  /** 'Repetir con este proveedor': the rhythm '¿Con qué frecuencia?' starts on. */
  frequency?: Rhythm;
  viewer: BookingViewer;
};

export function BookingWizard({
  preselectedServiceId,
  preselectedProviderId,
  bookAgainId,
  frequency,
  viewer,
}: BookingWizardProps) {
  const { step, goTo, currentStep, headingRef } = useWizardSteps();
  const resolver = useMemo(() => stepResolver(currentStep), [currentStep]);
  const form = useForm<BookingWizardValues, unknown, BookingWizardOutput>({
    resolver,
    defaultValues: emptyWizardValues,
  });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { confirm, confirming } = useConfirmBooking({ form, viewer, idempotencyKey, goTo });
  const [serviceId, provider, place, length] = useWatch({
    control: form.control,
    name: ['serviceId', 'provider', 'location', 'length'],
  });
  const { errors } = form.formState;

  // Once, after hydration: a guest back from /login finds the wizard as it was; a service from /servicios
  // starts a new one.
  const hydrated = useHydrated();
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    if (preselectedServiceId) {
      clearDraft();
      form.setValue('serviceId', preselectedServiceId);
      form.setValue('length', lengthForService(preselectedServiceId, form.getValues('length')));
      prefetchLaterSteps();
      // Loaded only for 'Volver a reservar': the wizard's first view does without it.
      if (bookAgainId)
        void import('#web/features/booking/book-again').then(async ({ fillBookAgain, readBookAgain }) => {
          const found = await readBookAgain(bookAgainId);
          if (frequency) form.setValue('frequency', frequency);
          if (found) goTo(fillBookAgain(form, found));
          else if (preselectedProviderId) goTo(2);
        });
      else if (preselectedProviderId) goTo(2);
      return;
    }
    void readDraft().then((draft) => {
      if (!draft) return;
      form.reset(draft.values);
      setIdempotencyKey(draft.idempotencyKey);
      goTo(4);
    });
  }, [hydrated, preselectedServiceId, preselectedProviderId, bookAgainId, frequency, form, goTo]);

  const toEarliestError = (invalid: FieldErrors<BookingWizardValues>) => {
    const steps = Object.keys(invalid).map(stepOfField);
    if (steps.length) goTo(Math.min(...steps) as BookingStep);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (currentStep() === 4) return form.handleSubmit(confirm, toEarliestError)(event);
    return form.handleSubmit(() => goTo((currentStep() + 1) as BookingStep))(event);
  };

  // A chosen service shows step 1's 'Cotizador', from the later steps' chunk: drawn again once it is here.
  const [, setLaterLoaded] = useState(false);
  useEffect(() => {
    if (serviceId && !laterSteps())
      preloadLaterSteps().then(
        () => setLaterLoaded(true),
        () => undefined,
      );
  }, [serviceId]);

  // Set before any move to step 2, 3 or 4 (useWizardSteps waits for them); step 1's 'Cotizador' shows once here.
  const later = laterSteps();

  const canContinue = (step === 1 && Boolean(serviceId)) || (step === 2 && provider !== null) || step >= 3;

  return (
    <form
      noValidate
      className="mx-auto grid w-full max-w-5xl gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      onFocus={() => {
        prefetchBookingSchema();
        prefetchLaterSteps();
      }}
      onSubmit={(event) => void submit(event)}
    >
      <WizardProgress step={step} />
      {step === 1 ? (
        <ServiceStep
          headingRef={headingRef}
          field={form.register('serviceId', {
            onChange: () => {
              const values = form.getValues();
              form.setValue('provider', null);
              form.setValue('schedule', { date: '', time: '' });
              if (values.serviceId)
                form.setValue('length', lengthForService(values.serviceId, values.length));
              prefetchLaterSteps();
            },
          })}
          error={errors.serviceId?.message}
        />
      ) : null}
      {step === 1 && serviceId && later ? <later.LengthFields form={form} serviceId={serviceId} /> : null}
      {step === 2 && serviceId && later ? (
        <later.ProviderStep
          headingRef={headingRef}
          serviceId={serviceId}
          value={provider}
          preselectedId={preselectedProviderId}
          onChange={(chosen) => {
            // Another provider has other free times.
            if (chosen.id !== form.getValues('provider')?.id)
              form.setValue('schedule', { date: '', time: '' });
            form.setValue('provider', chosen, { shouldValidate: true });
          }}
          error={errors.provider?.message}
          place={place}
          length={length}
        />
      ) : null}
      {step === 3 && serviceId && later ? (
        <later.ScheduleStep headingRef={headingRef} form={form} serviceId={serviceId} />
      ) : null}
      {step === 4 && later ? <later.AddressStep headingRef={headingRef} form={form} viewer={viewer} /> : null}
      <WizardNavigation
        step={step}
        viewer={viewer}
        canContinue={canContinue}
        confirming={confirming}
        onBack={() => goTo((step - 1) as BookingStep)}
      />
    </form>
  );
}
