import { favouriteMessages as texts } from '#shared/favourite-messages';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useFavouriteIds, useSetFavourite } from './api';

/** The review that asks: 1 or 2 stars. */
export const LOW_RATING = 2;

/**
 * After a review of 1 or 2 stars: '¿Quitar a {nombre} de tus favoritos?' with 'Quitar' / 'Mantener', only when the
 * provider is one of the customer's favourites (otherwise it closes at once, unseen).
 */
export function RemoveFavouritePrompt({
  provider,
  onDone,
}: {
  provider: { id: string; displayName: string };
  onDone: () => void;
}) {
  const favourites = useFavouriteIds();
  const name = { name: provider.displayName };
  const remove = useSetFavourite({
    onSuccess: () => {
      toast.success(fillMessage(texts.removed, name));
      onDone();
    },
    onError: () => toast.error(texts.failed),
  });
  if (!favourites.has(provider.id)) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onDone();
      }}
    >
      <DialogContent title={fillMessage(texts.askRemoveTitle, name)} description={texts.askRemoveBody}>
        <DialogFormFooter
          refusal={null}
          submitting={remove.isPending}
          submitLabel={texts.confirmRemove}
          cancelLabel={texts.keep}
          submitVariant="destructive"
          onConfirm={() => remove.mutate({ providerId: provider.id, favourite: false })}
        />
      </DialogContent>
    </Dialog>
  );
}
