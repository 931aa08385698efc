import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { providerUi } from '#shared/provider-ui';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { useWithdrawApplication } from '#web/features/provider/requests/api/withdraw-application';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';

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
        <DialogFormFooter
          refusal={refusal}
          submitting={withdraw.isPending}
          submitLabel={texts.withdraw}
          cancelLabel={texts.back}
          onConfirm={() => {
            setRefusal(null);
            withdraw.mutate(applicationId);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
