import { z } from 'zod';
import { BUDGET_RANGE_VALUES, PAYMENT_METHOD_VALUES, SERVICE_TYPE_VALUES } from '../catalog';
import { apiMessages, requestMessages } from '../messages';
import { locationOut, locationSchema } from './places';

export const REQUEST_STATUSES = ['open', 'assigned', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

// An unreadable date already has its own message; this one only judges readable dates.
const isInFuture = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) || time > Date.now();
};

export const createRequestInput = z.object({
  title: z
    .string(requestMessages.titleRequired)
    .trim()
    .min(1, requestMessages.titleRequired)
    .max(120, requestMessages.titleTooLong),
  description: z
    .string(requestMessages.descriptionTooShort)
    .trim()
    .min(10, requestMessages.descriptionTooShort)
    .max(2000, requestMessages.descriptionTooLong),
  serviceType: z.enum(SERVICE_TYPE_VALUES, requestMessages.serviceTypeRequired),
  budgetRange: z.enum(BUDGET_RANGE_VALUES, requestMessages.budgetRangeRequired),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES, requestMessages.paymentMethodInvalid).default('cash'),
  /** ISO 8601 with a UTC offset, e.g. 2026-05-01T10:00:00-06:00; must be in the future. */
  requiredDate: z.iso
    .datetime({ offset: true, error: requestMessages.dateRequired })
    .refine(isInFuture, requestMessages.dateInPast),
  location: locationSchema(requestMessages.locationRequired),
  /** Direct booking: the request is addressed to this provider only. */
  providerId: z.string().min(1).max(100).optional(),
  /** Generated once per form; a retry with the same key returns the first request. */
  idempotencyKey: z.uuid(apiMessages.badRequest),
});
export type CreateRequestInput = z.infer<typeof createRequestInput>;
export type CreateRequestForm = z.input<typeof createRequestInput>;

export const serviceRequestOut = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  serviceType: z.enum(SERVICE_TYPE_VALUES),
  budgetRange: z.enum(BUDGET_RANGE_VALUES),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  requiredDate: z.string(),
  location: locationOut.nullable(),
  providerId: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestOut>;

export const serviceRequestResponse = z.object({ request: serviceRequestOut });

export const myRequestsOut = z.object({
  requests: z.array(serviceRequestOut.extend({ offersCount: z.number().int() })),
});
export type MyRequest = z.infer<typeof myRequestsOut>['requests'][number];
