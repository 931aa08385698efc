import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { accountMessages } from '#shared/account-messages';
import { Button } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Eliminar mi cuenta' (LFPDPPP, right of cancellation): the dialog asks for the password, and the code with 2FA on. */
export function DeleteAccountCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <TitledCard title={accountMessages.deleteTitle} description={accountMessages.deleteDescription}>
      <Button variant="destructive" size="wrap" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {accountMessages.deleteAction}
      </Button>
      <DeleteAccountDialog twoFactorEnabled={twoFactorEnabled} open={open} onOpenChange={setOpen} />
    </TitledCard>
  );
}
