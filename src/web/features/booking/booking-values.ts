import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { Frequency } from '#shared/domain/rhythms';
import type { ServiceId } from '#shared/catalog';
import type { ExactAddressForm } from '#shared/schemas/address';
import type { Location } from '#shared/schemas/places';
import type { EstimateLength } from '#web/components/estimate/estimate-length';

// The wizard's values, apart from booking-form.ts: the schemas it loads on demand read them too, and a module
// loaded on demand cannot import the one that loads it without the two becoming one loop.

export type BookingStep = 1 | 2 | 3 | 4;

/** What the summary needs of the chosen provider (checked by `chosenProvider` in booking-schema.ts). */
export type ChosenProvider = { id: string; displayName: string; hourlyPrice: number };

/** The form's own values: nothing chosen yet is '' or null, which the schema answers with SPEC §5 messages. */
export type BookingWizardValues = {
  serviceId: ServiceId | '';
  /** Step 1's 'Cotizador' (components/estimate): both kinds kept, the booking sends the one its service takes. */
  length: EstimateLength;
  provider: ChosenProvider | null;
  /** One of the provider's free start times (step 3), on the clock of the place. */
  schedule: { date: string; time: string };
  /** '¿Con qué frecuencia?' (step 3): 'once' books once; a rhythm makes a 'Limpieza recurrente' from that start. */
  frequency: Frequency;
  location: Location | null;
  /** The exact address and phone the booked provider sees once they accept (pre-filled from Perfil). */
  contact: { address: ExactAddressForm; phone: string };
  notes: string;
  paymentMethod: PaymentMethod;
};

/** A guest's wizard kept while they sign in (booking-draft.ts), read back by booking-draft-schema.ts. */
export type BookingDraft = { idempotencyKey: string; values: BookingWizardValues };
