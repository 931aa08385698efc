// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import '#web/lib/zod-resolver';
import { useState, type FormEvent } from 'react';
import { apiKeysUi as texts } from '#shared/api-key-messages';
import { API_KEY_NAME_MAX, API_SCOPE_LABELS, API_SCOPES, type ApiScope } from '#shared/api-keys';
import { apiMessages } from '#shared/common-messages';
import { apiKeyInput } from '#shared/schemas/api-keys';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { CopyButton } from '#web/components/ui/copy-button';
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { createApiKey, useRefreshApiKeys } from '#web/features/provider/api-keys/api/api-keys';

type Errors = { name?: string; scopes?: string };

/** 'Crear clave': a name and the scopes, then the key itself, once, with a copy button. */
export function CreateKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const refresh = useRefreshApiKeys();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScopes([]);
    setErrors({});
    setRefusal(null);
    setSecret(null);
    onOpenChange(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    // The server's own schema, so the form refuses what the server would, in the same words.
    const parsed = apiKeyInput.safeParse({ name, scopes });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      setSecret((await createApiKey(parsed.data)).secret);
      void refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
      else setRefusal(error instanceof ApiError && error.status < 500 ? error.message : apiMessages.internal);
    } finally {
      setSending(false);
    }
  }

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !sending && close())}>
      {secret ? (
        <DialogContent title={texts.secretTitle} description={texts.secretWarning}>
          <div className="grid gap-2">
            <p className="text-sm font-medium text-slate-900">{texts.secretLabel}</p>
            <code
              data-testid="api-key-secret"
              className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
            >
              {secret}
            </code>
          </div>
          <DialogFooter>
            <CopyButton term={texts.secretLabel} value={secret} />
            <Button onClick={close}>{texts.done}</Button>
          </DialogFooter>
        </DialogContent>
      ) : (
        <DialogContent title={texts.createTitle} description={texts.createDescription}>
          <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
            <TextField
              label={texts.name}
              placeholder={texts.namePlaceholder}
              maxLength={API_KEY_NAME_MAX}
              autoComplete="off"
              value={name}
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-slate-900">{texts.scopes}</legend>
              {API_SCOPES.map((scope) => (
                <CheckboxField
                  key={scope}
                  label={API_SCOPE_LABELS[scope]}
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              ))}
              {errors.scopes ? (
                <p id="api-key-scopes-error" className="text-sm font-medium text-red-700">
                  {errors.scopes}
                </p>
              ) : null}
            </fieldset>
            <DialogFormFooter refusal={refusal} submitting={sending} submitLabel={texts.submit} />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
