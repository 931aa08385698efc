import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import { formatMoney } from '#shared/format';
import { offerMessages } from '#shared/request-messages';
import { minutesLabel } from '#shared/request-length-labels';
import type { ServiceContactInput } from '#shared/schemas/address';
import type { MyRequest, Offer } from '#shared/schemas/requests';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { applyFieldErrors } from '#web/lib/form-errors';
import { formatAtPlace } from '#web/lib/time-zone';
import { toast } from '#web/lib/toast';
import { payByCardSearch } from '#web/lib/payments/pay-link';
import { oxxoReasonFor, useOnlineMethods } from '#web/lib/payments/online-methods';
import { PaymentMethodChoice } from '#web/components/payments/payment-method-choice';
import { useAcceptOffer } from '#web/features/client/api/services';
import { AcceptContactFields, CONTACT_PATHS, useAcceptContactForm } from './accept-contact';
import { clientUi } from '#web/features/client/texts';

const texts = clientUi.requests;
// Refusals of the way to pay: another choice in this dialog settles them, Programados has nothing to show.
const PAYMENT_REFUSALS: ReadonlySet<string> = new Set(['PROVIDER_NO_CARDS', 'CARD_UNAVAILABLE']);
// Refusals whose way out is another offer or another date, not the services already scheduled.
const NO_SCHEDULED_LINK: ReadonlySet<string> = new Set([...PAYMENT_REFUSALS, 'PROVIDER_BUSY']);

type AcceptOfferDialogProps = {
  request: MyRequest;
  offer: Offer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The terms the customer agrees to, stated before 'Confirmar': who, how much, when, how it is paid (the
// request's way unless changed here), and what cancelling would cost. The server reads the price from the offer,
// never from this page. A service paid by card online goes on to its card payment, in Programados.
export function AcceptOfferDialog({ request, offer, open, onOpenChange }: AcceptOfferDialogProps) {
  const accept = useAcceptOffer();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(request.paymentMethod);
  const navigate = useNavigate();
  // SPEI and OXXO only when paid online with this provider; OXXO only far enough ahead.
  const online = useOnlineMethods(open ? offer.provider.id : null).data === true;
  const oxxoReason = oxxoReasonFor(request.requiredDate, offer.proposedPrice, new Date());
  // A request published before the form asked for them: the exact address and phone are asked here.
  const needsContact = request.contact === null;
  const contactForm = useAcceptContactForm(needsContact && open);

  const confirm = needsContact
    ? contactForm.handleSubmit(({ contact }) => send(contact))
    : () => send(undefined);

  const send = (contact: ServiceContactInput | undefined) => {
    setRefusal(null);
    accept.mutate(
      { offerId: offer.id, paymentMethod, contact },
      {
        onSuccess: ({ service }) => {
          toast.success(offerMessages.acceptedTitle, offerMessages.acceptedBody);
          onOpenChange(false);
          if (service.card?.state === 'unpaid')
            void navigate(`${CLIENT_PAGES.scheduled.to}${payByCardSearch(service.id)}`);
        },
        // A refusal the customer can act on (another offer won, the date passed, the provider takes no cards)
        // stays in the dialog, and so do the address and phone's own messages.
        onError: (error) => {
          if (applyFieldErrors(error, contactForm.setError, CONTACT_PATHS)) return;
          if (error instanceof ApiError && error.status === 409)
            setRefusal({ message: error.message, code: error.code });
          else toast.error(texts.acceptFailed);
        },
      },
    );
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
            { term: offerMessages.duration, value: minutesLabel(offer.durationMinutes) },
            { term: texts.date, value: formatAtPlace(request.requiredDate, request.location) },
          ]}
        />
        <PaymentMethodChoice
          value={paymentMethod}
          onChange={setPaymentMethod}
          disabled={accept.isPending}
          online={online}
          oxxoReason={oxxoReason}
        />
        {needsContact ? <AcceptContactFields form={contactForm} /> : null}
        <p className="text-sm text-slate-700">{texts.cancellationPolicy}</p>
        {refusal ? (
          <Alert variant="destructive">
            <p>{refusal.message}</p>
            {NO_SCHEDULED_LINK.has(refusal.code) ? null : (
              <Link to={CLIENT_PAGES.scheduled.to} className="font-semibold underline">
                {texts.seeScheduled}
              </Link>
            )}
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={accept.isPending}>
              {clientUi.profile.cancel}
            </Button>
          </DialogClose>
          <Button loading={accept.isPending} onClick={(event) => void confirm(event)}>
            {offerMessages.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
