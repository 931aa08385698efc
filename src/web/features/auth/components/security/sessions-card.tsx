import { useMutation } from '@tanstack/react-query';
import { authMessages } from '#shared/messages';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
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
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">Sesiones</CardTitle>
        <CardDescription>
          Si iniciaste sesión en un equipo que no es tuyo o perdiste un dispositivo, cierra la sesión en todos
          los demás. Este dispositivo seguirá conectado.
        </CardDescription>
      </CardHeader>
      <Button variant="outline" size="wrap" loading={revoke.isPending} onClick={() => revoke.mutate()}>
        Cerrar sesión en otros dispositivos
      </Button>
    </Card>
  );
}
