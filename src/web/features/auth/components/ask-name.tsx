import { useEffect, useRef, useState, type FormEvent } from 'react';
import { nameFormMessages as texts } from '#shared/name-form-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { saveFullName } from '#web/features/auth/api/save-name';
import { useRefreshSession } from '#web/lib/auth/auth-provider';

/**
 * 'Cuéntanos cómo te llamas': the name, saved to the account, then the page the person opened. One field: the
 * server checks it with the sign-up's schema and its message goes under the field, so no form library loads.
 */
export default function AskName() {
  const refreshSession = useRefreshSession();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    setSaving(true);
    try {
      await saveFullName({ fullName: input.current?.value ?? '' });
      // The session now carries the name: the page the person opened takes this one's place.
      await refreshSession();
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.fields?.fullName : undefined;
      setError(message ?? null);
      setFailed(!message);
      if (message) input.current?.focus();
      setSaving(false);
    }
  };

  return (
    <PanelPage title={texts.askTitle} description={texts.askDescription}>
      <Card className="max-w-xl">
        <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
          <TextField
            ref={input}
            name="fullName"
            label={texts.fullName}
            autoComplete="name"
            maxLength={80}
            error={error ?? undefined}
          />
          {failed ? <Alert>{texts.askFailed}</Alert> : null}
          <Button type="submit" className="justify-self-start" loading={saving}>
            {texts.askSave}
          </Button>
        </form>
      </Card>
    </PanelPage>
  );
}
