import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { nameMessages } from '../../../../shared/address-messages';
import { PanelPage } from '../../../components/layout/panel-page';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { saveFullName } from '../api/save-name';
import { useRefreshSession, useUser } from '../auth-provider';

const resolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/names').then((m) => m.fullNameInput),
);

/**
 * An account made before sign-up asked for the name sees 'Cuéntanos cómo te llamas' instead of the panel's page,
 * once: the panels greet by it and providers read it. Everyone else goes straight on.
 */
export function RequireName({ children }: { children: ReactNode }) {
  const user = useUser();
  return user.name?.trim() ? children : <AskName />;
}

function AskName() {
  const refreshSession = useRefreshSession();
  const [failed, setFailed] = useState(false);
  const form = useForm({ resolver, defaultValues: { fullName: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('fullName'), [form]);

  const submit = form.handleSubmit(async (input) => {
    setFailed(false);
    try {
      await saveFullName(input);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['fullName'])) setFailed(true);
      return;
    }
    // The session now carries the name: the page the person opened takes this one's place.
    await refreshSession();
  });

  return (
    <PanelPage title={nameMessages.askTitle} description={nameMessages.askDescription}>
      <Card className="max-w-xl">
        <form
          noValidate
          className="grid gap-5"
          onFocus={resolver.preload}
          onSubmit={(event) => void submit(event)}
        >
          <TextField
            label={nameMessages.fullName}
            autoComplete="name"
            maxLength={80}
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          {failed ? <Alert>{nameMessages.askFailed}</Alert> : null}
          <Button type="submit" className="justify-self-start" loading={isSubmitting}>
            {nameMessages.askSave}
          </Button>
        </form>
      </Card>
    </PanelPage>
  );
}
