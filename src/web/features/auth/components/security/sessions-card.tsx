import { useMutation } from '@tanstack/react-query';
import { authMessages } from '#shared/auth-messages';
import { Button } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { revokeOtherSessions } from '#web/features/auth/api/security-api';

export function SessionsCard() {
  const revoke = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast.success(authMessages.otherSessionsRevoked),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
  });

  return (
    <TitledCard
      title="Sesiones"
      description="Si iniciaste sesión en un equipo que no es tuyo o perdiste un dispositivo, cierra la sesión en todos los demás. Este dispositivo seguirá conectado."
    >
      <Button variant="outline" size="wrap" loading={revoke.isPending} onClick={() => revoke.mutate()}>
        Cerrar sesión en otros dispositivos
      </Button>
    </TitledCard>
  );
}
