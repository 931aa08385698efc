// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { verificationMessages } from '#shared/verification-messages';
import type { Verification } from '#shared/schemas/verification';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { RfcField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { applyFieldErrors } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useSubmitVerification } from '#web/features/provider/verification/api/submit-verification';
import {
  VERIFICATION_FIELDS,
  verificationFormDefaults,
  verificationFormSchema,
  type VerificationFormValues,
  type VerificationRequest,
} from './verification-form';
import { fieldProps } from '#web/lib/field-props';

const texts = verificationMessages.page;
// An unticked box is not the schema's input type (`true` only); the schema answers it with adultRequired.
const resolver = formResolver<VerificationFormValues, VerificationRequest>(verificationFormSchema);

type SubmitFormProps = { verification: Verification; onSubmitted: () => void };

/** 18 or older, the RFC if they have one, and 'Enviar para revisión'. */
export function SubmitForm({ verification, onSubmitted }: SubmitFormProps) {
  const send = useSubmitVerification();
  const adultErrorId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VerificationFormValues, unknown, VerificationRequest>({
    resolver,
    defaultValues: verificationFormDefaults(verification),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await send.mutateAsync(input);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, VERIFICATION_FIELDS)) return;
      // A document still missing, or a review begun meanwhile: the server says which, beside the button.
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(texts.submitFailed);
      return;
    }
    toast.success(texts.submittedTitle, texts.submittedBody);
    onSubmitted();
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1.5">
        <CheckboxField
          label={texts.adult}
          aria-invalid={errors.adult ? true : undefined}
          aria-describedby={errors.adult ? adultErrorId : undefined}
          {...form.register('adult')}
        />
        {errors.adult ? (
          <p id={adultErrorId} className="text-sm font-medium text-red-700">
            {errors.adult.message}
          </p>
        ) : null}
      </div>
      <RfcField label={texts.rfc} hint={texts.rfcHint} className="max-w-md" {...fieldProps(form, 'rfc')} />
      {refusal ? <Alert>{refusal}</Alert> : null}
      <Button type="submit" className="justify-self-start" loading={isSubmitting}>
        {texts.submit}
      </Button>
    </form>
  );
}
