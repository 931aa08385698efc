// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fiscalFormMessages, fiscalMessages } from '#shared/fiscal-messages';
import { fiscalDataInput, type FiscalData, type FiscalProfile } from '#shared/schemas/fiscal';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { RfcField, TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { applyFieldErrors } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useDeleteFiscalProfile, useSaveFiscalProfile } from './api';
import { cfdiUseOptions, regimeOptions } from './fiscal-options';
import { fieldProps } from '#web/lib/field-props';

const texts = fiscalFormMessages;
const FIELDS = ['rfc', 'legalName', 'taxRegime', 'zip', 'cfdiUse'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
// Empty selects are not the schema's input type; the schema answers them with 'Elige tu régimen fiscal'.
const resolver = formResolver<Values, FiscalData>(fiscalDataInput);

const EMPTY: Values = { rfc: '', legalName: '', taxRegime: '', zip: '', cfdiUse: '' };
const toForm = (profile: FiscalProfile | null): Values =>
  profile
    ? {
        rfc: profile.rfc,
        legalName: profile.legalName,
        taxRegime: profile.taxRegime,
        zip: profile.zip,
        cfdiUse: profile.cfdiUse,
      }
    : EMPTY;

/** RFC, razón social, régimen, código postal and uso del CFDI: the choices narrow as the RFC and régimen allow. */
export default function FiscalForm({ profile }: { profile: FiscalProfile | null }) {
  const save = useSaveFiscalProfile();
  const remove = useDeleteFiscalProfile();
  const form = useForm<Values, unknown, FiscalData>({ resolver, defaultValues: toForm(profile) });
  const { isSubmitting } = form.formState;
  const [rfc, taxRegime, cfdiUse] = form.watch(['rfc', 'taxRegime', 'cfdiUse']);
  const regimes = regimeOptions(rfc);
  const uses = cfdiUseOptions(rfc, taxRegime);

  // A choice the new RFC or régimen no longer allows is cleared, so the select never shows what it cannot send.
  const regimeAllowed = !taxRegime || regimes.some((option) => option.value === taxRegime);
  const useAllowed = !cfdiUse || uses.some((option) => option.value === cfdiUse);
  useEffect(() => {
    if (!regimeAllowed) form.setValue('taxRegime', '');
    if (!useAllowed) form.setValue('cfdiUse', '');
  }, [form, regimeAllowed, useAllowed]);

  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success(texts.savedTitle, texts.savedBody);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) return toast.error(texts.saveFailed);
      const first = FIELDS.find((name) => error instanceof ApiError && error.fields?.[name]);
      if (first) form.setFocus(first);
    }
  });

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      form.reset(EMPTY);
      toast.success(texts.removedTitle);
    } catch {
      toast.error(texts.removeFailed);
    }
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <RfcField
          label={texts.rfc}
          hint={texts.rfcHint}
          className="[&_input]:uppercase"
          {...fieldProps(form, 'rfc')}
        />
        <TextField
          label={texts.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...fieldProps(form, 'zip')}
        />
      </div>
      <TextField
        label={texts.legalName}
        hint={fiscalMessages.legalNameHint}
        autoComplete="off"
        maxLength={254}
        {...fieldProps(form, 'legalName')}
      />
      <SelectField
        label={texts.taxRegime}
        placeholder={texts.taxRegimePlaceholder}
        options={regimes}
        {...fieldProps(form, 'taxRegime')}
      />
      <SelectField
        label={texts.cfdiUse}
        placeholder={texts.cfdiUsePlaceholder}
        options={uses}
        {...fieldProps(form, 'cfdiUse')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {texts.save}
        </Button>
        {profile ? (
          <Button variant="outline" loading={remove.isPending} onClick={() => void onRemove()}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
