import { useState } from 'react';
import { apiKeysUi as texts } from '#shared/api-key-messages';
import type { ApiKey } from '#shared/schemas/api-keys';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useRevokeApiKey } from '#web/features/provider/api-keys/api/api-keys';

/** 'Revocar', asking first: the key stops working on the next request, for good. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revoke = useRevokeApiKey({
    onDone: () => {
      setOpen(false);
      toast.success(texts.revokedToast);
    },
    onRefused: (message) => setRefusal(message || texts.revokeFailed),
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${texts.revoke} ${apiKey.name}`}
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        {texts.revoke}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
        <DialogContent
          title={fillMessage(texts.revokeTitle, { name: apiKey.name })}
          description={texts.revokeBody}
        >
          <DialogFormFooter
            refusal={refusal}
            submitting={revoke.isPending}
            submitLabel={texts.revokeConfirm}
            submitVariant="destructive"
            onConfirm={() => revoke.mutate(apiKey.id)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
