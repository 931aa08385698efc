// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { BUDGET_RANGES, SERVICE_OPTIONS } from '#shared/catalog';
import { requestMessages } from '#shared/request-messages';
import { ContactFieldset, contactFromProfile } from '#web/components/address/contact-fields';
import { PaymentMethodChoice } from '#web/components/payments/payment-method-choice';
import { ChosenPlace } from '#web/components/places/chosen-place';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { applyFieldErrors, failureMessage } from '#web/lib/form-errors';
import { newIdempotencyKey } from '#web/lib/idempotency-key';
import { typedTimeLabel, typedTimeZone } from '#web/lib/time-zone';
import { toast } from '#web/lib/toast';
import { useCreateRequest } from '#web/features/client/api/create-request';
import { useProfile } from '#web/lib/client/get-profile';
import { clientUi } from '#web/features/client/texts';
import { localDateTimeNow, localDateTimeToIso } from './local-date-time';
import {
  EMPTY_REQUEST,
  newRequestSchema,
  REQUEST_FIELDS,
  type NewRequestOutput,
  type NewRequestValues,
} from './new-request-schema';
import { fieldProps } from '#web/lib/field-props';
import { PlaceField } from '#web/components/places/place-field';
import { NewRequestLength } from './new-request-length';

const texts = clientUi.form;
// Empty selects and a missing place are not the schema's input type; the schema answers both with SPEC §5.
const resolver = formResolver<NewRequestValues, NewRequestOutput>(newRequestSchema);

export function NewRequestForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateRequest();
  // One key per form: a double click or a retry after a lost answer gets the same request back.
  const idempotencyKey = useRef(newIdempotencyKey());
  const sending = useRef(false);
  const form = useForm<NewRequestValues, unknown, NewRequestOutput>({
    resolver,
    defaultValues: EMPTY_REQUEST,
  });
  const { errors, isSubmitting } = form.formState;
  const location = form.watch('location');
  const now = new Date();
  const typed = localDateTimeToIso(form.watch('requiredDate'), typedTimeZone(location));
  const zoneLabel = typedTimeLabel(location, typed ? new Date(typed) : now);
  // The address and phone saved in Perfil, once read, fill the fields the person has not typed in.
  const saved = contactFromProfile(useProfile().data);
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    const typed = form.getValues('contact');
    if (!saved || typed.phone || typed.address.street || typed.address.colonia) return;
    form.setValue('contact', saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per saved value, not per render
  }, [savedKey, form]);

  const submit = form.handleSubmit(
    async (values) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await create.mutateAsync({ ...values, idempotencyKey: idempotencyKey.current });
      } catch (error) {
        applyFieldErrors(error, form.setError, REQUEST_FIELDS);
        toast.error(failureMessage(error, requestMessages.createFailed));
        return;
      } finally {
        sending.current = false;
      }
      idempotencyKey.current = newIdempotencyKey();
      form.reset({ ...EMPTY_REQUEST, contact: saved ?? EMPTY_REQUEST.contact });
      toast.success(requestMessages.createdTitle, requestMessages.createdBody);
      onCreated();
    },
    (invalid) => {
      if (invalid.location) toast.error(requestMessages.selectLocation);
    },
  );

  return (
    <Card aria-labelledby="new-request-title">
      <h3 id="new-request-title" className="mb-5 text-lg font-semibold text-slate-900">
        {clientUi.requests.newRequest}
      </h3>
      <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.title}
          placeholder={texts.titlePlaceholder}
          maxLength={120}
          {...fieldProps(form, 'title')}
        />
        <TextareaField
          label={texts.description}
          placeholder={texts.descriptionPlaceholder}
          rows={4}
          maxLength={2000}
          {...fieldProps(form, 'description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={texts.serviceType}
            placeholder={texts.serviceTypePlaceholder}
            options={SERVICE_OPTIONS}
            {...fieldProps(form, 'serviceId')}
          />
          <SelectField
            label={texts.budgetRange}
            placeholder={texts.budgetRangePlaceholder}
            options={BUDGET_RANGES}
            {...fieldProps(form, 'budgetRange')}
          />
        </div>
        <NewRequestLength form={form} />
        <PaymentMethodChoice error={errors.paymentMethod?.message} field={form.register('paymentMethod')} />
        <TextField
          label={texts.requiredDate}
          hint={
            <>
              {texts.requiredDateHint}
              {zoneLabel ? <span className="font-medium text-slate-900"> {zoneLabel}</span> : null}
            </>
          }
          type="datetime-local"
          min={localDateTimeNow(typedTimeZone(location), now)}
          className="sm:max-w-xs"
          {...fieldProps(form, 'requiredDate')}
        />
        <PlaceField control={form.control} name="location" label={texts.location} />
        {location ? <ChosenPlace location={location} approximateHint={texts.approximateHint} /> : null}
        <ContactFieldset form={form} name="contact" />
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          {texts.submit}
        </Button>
      </form>
    </Card>
  );
}
