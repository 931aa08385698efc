import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import { bookingMessages } from '#shared/booking-messages';
import type { Service } from '#shared/schemas/services';
import { ApiError, apiFetch } from '#web/lib/api';
import { payByCardSearch } from '#web/lib/payments/pay-link';
import { failureMessage } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { isRhythm } from '#shared/domain/rhythms';
import { type Booked, useCreateBooking } from '#web/features/booking/api/create-booking';
import { FREE_TIMES_KEY } from '#web/components/free-times/api';
import { clearDraft, saveDraft } from '#web/features/booking/booking-draft';
import {
  stepOfField,
  toBookingInput,
  type BookingStep,
  type BookingWizardOutput,
  type BookingWizardValues,
} from '#web/features/booking/booking-form';
import { bookingLinks, type BookingViewer } from '#web/features/booking/texts';

/**
 * The booked service (a booking's, or a plan's first visit), when it waits for a card paid online (else the card
 * is paid to the provider).
 */
async function cardOwedFor(booked: Booked): Promise<string | null> {
  try {
    const { services } = await apiFetch<{ services: Service[] }>('/api/services?when=upcoming');
    const service = services.find((one) =>
      booked.plan ? one.id === booked.plan.nextVisits[0]?.serviceId : one.requestId === booked.request.id,
    );
    return service?.card?.state === 'unpaid' ? service.id : null;
  } catch {
    return null;
  }
}

// Read when a booking is confirmed at once: the schedule's texts are not part of the wizard's first load.
const instantBookedText = async () =>
  (await import('#shared/schedule-messages')).scheduleMessages.instantBooked;
// Read when a plan is made: the plan's words are not either.
const loadPlanTexts = async () => (await import('#web/features/booking/plan-texts')).planTexts;

type WizardForm = UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>;

// Server field names to the wizard's fields (and so to the step that shows them).
const SERVER_FIELDS = {
  serviceId: 'serviceId',
  length: 'length',
  providerId: 'provider',
  requiredDate: 'schedule.time',
  location: 'location',
  'contact.address.street': 'contact.address.street',
  'contact.address.interior': 'contact.address.interior',
  'contact.address.colonia': 'contact.address.colonia',
  'contact.address.references': 'contact.address.references',
  'contact.phone': 'contact.phone',
  notes: 'notes',
  paymentMethod: 'paymentMethod',
} as const;

type ConfirmOptions = {
  form: WizardForm;
  viewer: BookingViewer;
  idempotencyKey: string;
  goTo: (step: BookingStep) => void;
};

export function useConfirmBooking({ form, viewer, idempotencyKey, goTo }: ConfirmOptions) {
  const create = useCreateBooking();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A second click can land before React disables the button: one booking per wizard at a time.
  const sending = useRef(false);

  const signInFirst = () => {
    saveDraft({ idempotencyKey, values: form.getValues() });
    return navigate(`/login?redirectTo=${encodeURIComponent(pathname)}`);
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return;
    let first: BookingStep | null = null;
    for (const [serverName, field] of Object.entries(SERVER_FIELDS)) {
      const message = error.fields[serverName];
      if (!message) continue;
      // That provider is gone from the list: the person picks again.
      if (field === 'provider') form.setValue('provider', null);
      form.setError(field, { type: 'server', message });
      const step = stepOfField(field);
      first = first === null ? step : (Math.min(first, step) as BookingStep);
    }
    if (first !== null && first < 4) goTo(first);
  };

  // Someone took the time a moment earlier: back to 'Fecha y hora' with the times read again, the rest kept.
  const showSlotTaken = (message: string) => {
    form.setError('schedule.time', { type: 'server', message });
    void queryClient.invalidateQueries({ queryKey: FREE_TIMES_KEY });
    goTo(3);
  };

  const confirm = async (values: BookingWizardOutput) => {
    if (viewer === 'guest') return signInFirst();
    if (viewer !== 'client' || sending.current) return;
    sending.current = true;
    try {
      const rhythm = isRhythm(values.frequency) ? values.frequency : null;
      const booked = await create.mutateAsync({ input: toBookingInput(values, idempotencyKey), rhythm });
      clearDraft();
      // 'Reserva inmediata': confirmed at once; otherwise the provider answers.
      if (booked.plan) {
        const { created } = await loadPlanTexts();
        if (booked.plan.status === 'active') toast.success(created.activeTitle, created.activeBody);
        else toast.success(created.pendingTitle, created.pendingBody);
      } else if (booked.request.serviceStatus === 'confirmed') toast.success(await instantBookedText());
      else toast.success(bookingMessages.createdTitle, bookingMessages.createdBody);
      // Booked to be paid online (card, SPEI, OXXO): straight on to the payment, in Programados.
      const owed = GATEWAY_METHODS.has(values.paymentMethod) ? await cardOwedFor(booked) : null;
      const after = booked.plan ? (await loadPlanTexts()).plansPath : bookingLinks.afterBooking;
      await navigate(owed ? `${bookingLinks.scheduled}${payByCardSearch(owed)}` : after);
    } catch (error) {
      sending.current = false;
      // The session ended meanwhile: same path as a guest, nothing typed is lost.
      if (error instanceof ApiError && error.status === 401) return signInFirst();
      // The server's sentence is scheduleMessages.slotTaken.
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') return showSlotTaken(error.message);
      toast.error(failureMessage(error, bookingMessages.createFailed));
      showServerErrors(error);
    }
  };
  return { confirm, confirming: create.isPending || create.isSuccess };
}
