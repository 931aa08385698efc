import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { ServiceId } from '#shared/catalog';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import { EMPTY_ADDRESS, serviceContactInput, type ExactAddressForm } from '#shared/schemas/address';
import type { Location } from '#shared/schemas/places';
import { createRequestInputAt, type CreateRequestInput } from '#shared/schemas/requests';
import { contactPaths } from '#web/components/address/contact-fields';
import { defaultLength, sentLength, type EstimateLength } from '#web/components/estimate/estimate-length';
import { typedTimeZone } from '#web/lib/time-zone';
import { localDateTimeToIso } from './local-date-time';

// Judged on the browser's clock; the server judges again on its own.
const formSchema = createRequestInputAt(() => new Date())
  .omit({ idempotencyKey: true })
  .extend({
    // The form always asks for them (pre-filled from Perfil): the provider the customer hires needs them.
    contact: serviceContactInput,
  });

// The date is a datetime-local value, a wall clock: it means the clock at the chosen place (typedTimeZone), so
// it becomes an ISO instant in that zone before the shared rule judges it. The 'Cotizador' holds both kinds of
// length; the service chosen says which one is sent (the home for a home's cleaning, else the hours).
function withInstant(values: NewRequestValues) {
  const zone = typedTimeZone(values.location ?? null);
  return {
    ...values,
    requiredDate: localDateTimeToIso(String(values.requiredDate ?? ''), zone),
    length:
      values.serviceId && values.length
        ? sentLength(values.serviceId as ServiceId, values.length)
        : undefined,
  };
}

/** The shared schema, as the form holds its values; the idempotency key is added when sending. */
export const newRequestSchema = z.preprocess(withInstant, formSchema);

export type NewRequestOutput = Omit<CreateRequestInput, 'idempotencyKey'>;

/** What the inputs hold: selects start empty and no place is chosen yet (the schema answers both). */
export type NewRequestValues = {
  title: string;
  description: string;
  serviceId: string;
  budgetRange: string;
  paymentMethod: PaymentMethod;
  requiredDate: string;
  location: Location | null;
  contact: { address: ExactAddressForm; phone: string };
  /** The 'Cotizador': both kinds kept, so changing the service keeps what was chosen for the other kind. */
  length: EstimateLength;
};

export const EMPTY_LENGTH = defaultLength('');

export const EMPTY_REQUEST: NewRequestValues = {
  title: '',
  description: '',
  serviceId: '',
  budgetRange: '',
  paymentMethod: 'cash',
  requiredDate: '',
  location: null,
  contact: { address: EMPTY_ADDRESS, phone: '' },
  length: EMPTY_LENGTH,
};

export const REQUEST_FIELDS = [
  'title',
  'description',
  'serviceId',
  'budgetRange',
  'paymentMethod',
  'requiredDate',
  'location',
  'length',
  'length.hours',
  'length.estimate.bedrooms',
  'length.estimate.bathrooms',
  'length.estimate.cleaningType',
  'length.estimate.extras',
  ...contactPaths('contact'),
] as Path<NewRequestValues>[];
