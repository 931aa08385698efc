// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { nameFormMessages as texts } from '#shared/name-form-messages';
import { fullNameInput, type FullNameInput } from '#shared/schemas/names';
import { Button } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { applyFieldErrors } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { saveFullName } from '#web/features/auth/api/save-name';
import { useRefreshSession, useUser } from '#web/lib/auth/auth-provider';
import { fieldProps } from '#web/lib/field-props';

/**
 * 'Nombre completo' after sign-up: the account's name and the profile's, saved together by the server, then the
 * session read again so that the panel's greeting says the new one at once.
 */
export function FullNameCard({ description }: { description: string }) {
  const user = useUser();
  const refreshSession = useRefreshSession();
  const form = useForm<FullNameInput>({
    resolver: zodResolver(fullNameInput),
    values: { fullName: user.name },
    resetOptions: { keepDirtyValues: true },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await saveFullName(input);
      await refreshSession();
      form.reset(input);
      toast.success(texts.saved, texts.savedBody);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['fullName'])) form.setFocus('fullName');
      else toast.error(texts.askFailed);
    }
  });

  return (
    <TitledCard title={texts.cardTitle} description={description}>
      <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.fullName}
          autoComplete="name"
          maxLength={80}
          className="sm:max-w-md"
          {...fieldProps(form, 'fullName')}
        />
        <Button type="submit" variant="outline" className="justify-self-start" loading={isSubmitting}>
          {texts.save}
        </Button>
      </form>
    </TitledCard>
  );
}
