import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { accountMessages } from '#shared/messages';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Eliminar mi cuenta' (LFPDPPP, right of cancellation): the dialog asks for the password, and the code with 2FA on. */
export function DeleteAccountCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="delete-account-title">
      <CardHeader>
        <CardTitle id="delete-account-title">{accountMessages.deleteTitle}</CardTitle>
        <CardDescription>{accountMessages.deleteDescription}</CardDescription>
      </CardHeader>
      <Button variant="destructive" size="wrap" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {accountMessages.deleteAction}
      </Button>
      <DeleteAccountDialog twoFactorEnabled={twoFactorEnabled} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
