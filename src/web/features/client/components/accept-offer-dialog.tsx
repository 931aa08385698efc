import { useState } from 'react';
import { Link } from 'react-router';
import { labelOf, PAYMENT_METHODS } from '../../../../shared/catalog';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { offerMessages } from '../../../../shared/messages';
import type { MyRequest, Offer } from '../../../../shared/schemas/requests';
import { CLIENT_PAGES } from '../../../components/layout/panel-menus';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { toast } from '../../../lib/toast';
import { useAcceptOffer } from '../api/services';
import { clientUi } from '../texts';

const texts = clientUi.requests;

type AcceptOfferDialogProps = {
  request: MyRequest;
  offer: Offer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The terms the customer agrees to, stated before 'Confirmar': who, how much, when, how it is paid, and
// what cancelling would cost. The server reads the price from the offer, never from this page.
export function AcceptOfferDialog({ request, offer, open, onOpenChange }: AcceptOfferDialogProps) {
  const accept = useAcceptOffer();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () => {
    setRefusal(null);
    accept.mutate(offer.id, {
      onSuccess: () => {
        toast.success(offerMessages.acceptedTitle, offerMessages.acceptedBody);
        onOpenChange(false);
      },
      // A refusal the customer can act on (another offer won, the date passed) stays in the dialog.
      onError: (error) =>
        error instanceof ApiError && error.status === 409
          ? setRefusal(error.message)
          : toast.error(texts.acceptFailed),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (accept.isPending) return;
        if (!next) setRefusal(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={fillMessage(texts.acceptTitle, { name: offer.provider.displayName })}
        description={texts.acceptDescription}
      >
        <DetailList
          details={[
            { term: texts.acceptProvider, value: offer.provider.displayName },
            { term: texts.acceptPrice, value: formatMoney(offer.proposedPrice) },
            { term: texts.date, value: formatDateTime(request.requiredDate) },
            { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, request.paymentMethod) },
          ]}
        />
        <p className="text-sm text-slate-700">{texts.cancellationPolicy}</p>
        {refusal ? (
          <Alert variant="destructive">
            <p>{refusal}</p>
            <Link to={CLIENT_PAGES.scheduled.to} className="font-semibold underline">
              {texts.seeScheduled}
            </Link>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={accept.isPending}>
              {clientUi.profile.cancel}
            </Button>
          </DialogClose>
          <Button loading={accept.isPending} onClick={confirm}>
            {offerMessages.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
