import { useState } from 'react';
import { authMessages } from '#shared/auth-messages';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { cn } from '#web/lib/utils';
import { toast } from '#web/lib/toast';
import {
  disableTwoFactor,
  enableTwoFactor,
  generateBackupCodes,
  type TwoFactorSetup,
} from '#web/features/auth/api/security-api';
import { useRefreshSession } from '#web/lib/auth/auth-provider';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorEnrollment } from './two-factor-enrollment';

type PasswordAction = 'enable' | 'disable' | 'regenerate';
type View =
  | { kind: 'idle' }
  | { kind: 'confirm'; action: PasswordAction }
  | { kind: 'enroll'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

const CONFIRM_COPY: Record<PasswordAction, { intro: string; submit: string }> = {
  enable: {
    intro: 'Para activar la verificación en dos pasos, confirma tu contraseña.',
    submit: 'Continuar',
  },
  disable: {
    intro: 'Para desactivar la verificación en dos pasos, confirma tu contraseña.',
    submit: 'Desactivar',
  },
  regenerate: {
    intro:
      'Los códigos de respaldo actuales dejarán de funcionar. Confirma tu contraseña para generar otros.',
    submit: 'Generar códigos',
  },
};

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [view, setView] = useState<View>({ kind: 'idle' });
  const refreshSession = useRefreshSession();
  const idle = () => setView({ kind: 'idle' });

  async function confirm(action: PasswordAction, password: string) {
    if (action === 'enable') {
      setView({ kind: 'enroll', setup: await enableTwoFactor(password) });
    } else if (action === 'disable') {
      await disableTwoFactor(password);
      await refreshSession();
      toast.success(authMessages.twoFactorDisabled);
      idle();
    } else {
      const { backupCodes } = await generateBackupCodes(password);
      toast.success(authMessages.backupCodesGenerated);
      setView({ kind: 'codes', codes: backupCodes });
    }
  }

  async function finishEnrollment() {
    await refreshSession();
    toast.success(authMessages.twoFactorEnabled);
    idle();
  }

  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="two-factor-title">Verificación en dos pasos</CardTitle>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
            )}
          >
            {enabled ? 'Activada' : 'Desactivada'}
          </span>
        </div>
        <CardDescription>
          Con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) te
          pediremos un código de 6 dígitos además de tu contraseña al iniciar sesión.
        </CardDescription>
      </CardHeader>
      {view.kind === 'confirm' && (
        <PasswordConfirmForm
          intro={CONFIRM_COPY[view.action].intro}
          submitLabel={CONFIRM_COPY[view.action].submit}
          onConfirm={(password) => confirm(view.action, password)}
          onCancel={idle}
        />
      )}
      {view.kind === 'enroll' && (
        <TwoFactorEnrollment setup={view.setup} onEnabled={finishEnrollment} onCancel={idle} />
      )}
      {view.kind === 'codes' && (
        <div className="grid gap-4">
          <BackupCodes codes={view.codes} />
          <Button variant="outline" className="justify-self-start" onClick={idle}>
            Listo
          </Button>
        </div>
      )}
      {view.kind === 'idle' && (
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button variant="outline" onClick={() => setView({ kind: 'confirm', action: 'disable' })}>
                Desactivar
              </Button>
              <Button
                variant="outline"
                size="wrap"
                onClick={() => setView({ kind: 'confirm', action: 'regenerate' })}
              >
                Generar nuevos códigos de respaldo
              </Button>
            </>
          ) : (
            <Button onClick={() => setView({ kind: 'confirm', action: 'enable' })}>Activar</Button>
          )}
        </div>
      )}
    </Card>
  );
}
