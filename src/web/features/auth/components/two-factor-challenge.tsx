import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages } from '#shared/auth-messages';
import type { backupCodeInput } from '#shared/schemas/auth';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver';
import { verifyBackupCode, verifyTotp } from '#web/features/auth/api/auth-api';
import { failureMessage } from '#web/lib/form-errors';
import { authLabels } from '#web/features/auth/texts';

const loadSchemas = () => import('#shared/schemas/auth');

const MODES = {
  totp: {
    resolver: lazyZodResolver(() => loadSchemas().then((m) => m.totpCodeInput.pick({ code: true }))),
    verify: verifyTotp,
    label: authLabels.totpCode,
    intro: 'Abre tu aplicación de autenticación e ingresa el código de 6 dígitos.',
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: '[0-9]*' },
    switchLabel: 'Usar un código de respaldo',
  },
  backup: {
    resolver: lazyZodResolver(() => loadSchemas().then((m) => m.backupCodeInput)),
    verify: verifyBackupCode,
    label: authLabels.backupCode,
    intro: 'Ingresa uno de los códigos de respaldo que guardaste al activar la verificación en dos pasos.',
    input: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
    switchLabel: 'Usar la aplicación de autenticación',
  },
} as const;

type Mode = keyof typeof MODES;
type CodeValues = z.input<typeof backupCodeInput>;

type TwoFactorChallengeProps = { onVerified: () => Promise<void>; onRestart: () => void };

export function TwoFactorChallenge({ onVerified, onRestart }: TwoFactorChallengeProps) {
  const [mode, setMode] = useState<Mode>('totp');
  const switchMode = () => setMode(mode === 'totp' ? 'backup' : 'totp');
  return (
    <CodeForm
      key={mode}
      mode={mode}
      onVerified={onVerified}
      onSwitchMode={switchMode}
      onRestart={onRestart}
    />
  );
}

type CodeFormProps = TwoFactorChallengeProps & { mode: Mode; onSwitchMode: () => void };

function CodeForm({ mode, onVerified, onSwitchMode, onRestart }: CodeFormProps) {
  const config = MODES[mode];
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<CodeValues>({ resolver: config.resolver, defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await config.verify(code.trim());
      await onVerified();
    } catch (error) {
      setBanner(failureMessage(error, authMessages.twoFactorFailed));
    }
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      aria-labelledby="two-factor-title"
      onSubmit={(event) => {
        setBanner(null);
        void submit(event);
      }}
    >
      <div className="grid gap-1">
        <h2 id="two-factor-title" className="text-lg font-semibold">
          Verificación en dos pasos
        </h2>
        <p className="text-sm text-slate-700">{config.intro}</p>
      </div>
      <TextField
        label={config.label}
        autoFocus
        error={errors.code?.message}
        {...config.input}
        {...form.register('code')}
      />
      {banner && <Alert>{banner}</Alert>}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {authLabels.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" onClick={onSwitchMode}>
          {config.switchLabel}
        </Button>
        <Button variant="link" onClick={onRestart}>
          Volver
        </Button>
      </div>
    </form>
  );
}
