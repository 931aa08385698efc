import { z } from 'zod';
import type { PaymentMethod } from '../../../../shared/catalog';
import {
  EMPTY_ADDRESS,
  serviceContactInput,
  type ExactAddressForm,
} from '../../../../shared/schemas/address';
import type { Location } from '../../../../shared/schemas/places';
import { createRequestInput, type CreateRequestInput } from '../../../../shared/schemas/requests';
import { browserTimeZone } from '../../../lib/time-zone';
import { localDateTimeToIso } from './local-date-time';

// The shared schema, as the form holds its values: the date is a datetime-local value turned into an
// ISO instant before the shared rule judges it, and the idempotency key is added when sending.
export const newRequestSchema = createRequestInput.omit({ idempotencyKey: true }).extend({
  requiredDate: z
    .string()
    .transform((value) => localDateTimeToIso(value, browserTimeZone()))
    .pipe(createRequestInput.shape.requiredDate),
  // The form always asks for them (pre-filled from Perfil): the provider the customer hires needs them.
  contact: serviceContactInput,
});

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
};

export const EMPTY_REQUEST: NewRequestValues = {
  title: '',
  description: '',
  serviceId: '',
  budgetRange: '',
  paymentMethod: 'cash',
  requiredDate: '',
  location: null,
  contact: { address: EMPTY_ADDRESS, phone: '' },
};

export const REQUEST_FIELDS = [
  'title',
  'description',
  'serviceId',
  'budgetRange',
  'paymentMethod',
  'requiredDate',
  'location',
  'contact.phone',
  'contact.address.street',
  'contact.address.interior',
  'contact.address.colonia',
  'contact.address.references',
] as const;
