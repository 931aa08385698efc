import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { providerUi } from '#shared/provider-ui';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { useWithdrawApplication } from '#web/features/provider/requests/api/withdraw-application';

const texts = providerUi.requests;

/** 'Retirar propuesta' on the provider's pending offer, asking first in a dialog. */
export function WithdrawButton({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {texts.withdraw}
      </Button>
      {open ? <WithdrawDialog applicationId={applicationId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function WithdrawDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const withdraw = useWithdrawApplication({ onDone: onClose, onRefused: setRefusal });

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (next || withdraw.isPending) return;
        // After a refusal the list shows what became of the request meanwhile (usually: gone from it).
        if (refusal) void refreshProviderData(queryClient);
        onClose();
      }}
    >
      <DialogContent title={texts.withdraw} description={texts.withdrawDescription}>
        {refusal ? (
          <Alert variant="destructive">
            <p>{refusal}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={withdraw.isPending}>
              {texts.back}
            </Button>
          </DialogClose>
          <Button
            loading={withdraw.isPending}
            onClick={() => {
              setRefusal(null);
              withdraw.mutate(applicationId);
            }}
          >
            {texts.withdraw}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
