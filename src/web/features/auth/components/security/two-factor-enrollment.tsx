import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages } from '#shared/auth-messages';
import { totpCodeInput } from '#shared/schemas/auth';
import { verifyTotp } from '#web/features/auth/api/auth-api';
import type { TwoFactorSetup } from '#web/features/auth/api/security-api';
import { failureMessage } from '#web/lib/form-errors';
import { authLabels } from '#web/features/auth/texts';
import { BackupCodes } from './backup-codes';
import { secretFromTotpUri, TotpQrCode } from './totp-qr-code';
import { fieldProps } from '#web/lib/field-props';
import { TotpCodeField } from '#web/features/auth/components/totp-code-field';
import { StepActions } from './step-actions';

const codeForm = totpCodeInput.pick({ code: true });

type TwoFactorEnrollmentProps = {
  setup: TwoFactorSetup;
  onEnabled: () => Promise<void>;
  onCancel: () => void;
};

export function TwoFactorEnrollment({ setup, onEnabled, onCancel }: TwoFactorEnrollmentProps) {
  const secret = secretFromTotpUri(setup.totpURI);
  const form = useForm<z.input<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verifyTotp(code);
    } catch (error) {
      form.setError('code', { type: 'server', message: failureMessage(error, authMessages.twoFactorFailed) });
      return;
    }
    await onEnabled();
  });

  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-slate-700">
        <li>Escanea el código QR con tu aplicación de autenticación.</li>
        <li>Guarda tus códigos de respaldo.</li>
        <li>Escribe el código de 6 dígitos que muestra la aplicación para confirmar.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <TotpQrCode uri={setup.totpURI} />
        {secret && (
          <div className="grid min-w-0 gap-1">
            <p className="text-sm text-slate-700">
              ¿No puedes escanear? Ingresa esta clave en tu aplicación:
            </p>
            <code
              data-testid="totp-secret"
              className="font-mono text-sm font-semibold break-all text-slate-900"
            >
              {secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </div>
        )}
      </div>
      <BackupCodes codes={setup.backupCodes} />
      <form noValidate className="grid max-w-md gap-4" onSubmit={(event) => void submit(event)}>
        <TotpCodeField label={authLabels.totpCode} {...fieldProps(form, 'code')} />
        <StepActions submitLabel="Confirmar y activar" submitting={isSubmitting} onCancel={onCancel} />
      </form>
    </div>
  );
}
