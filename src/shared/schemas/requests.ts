import { z } from 'zod';
import { BUDGET_RANGE_VALUES, SERVICE_IDS } from '#shared/catalog';
import { PAYMENT_METHOD_VALUES, REQUEST_PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { OFFER_STATUSES, REQUEST_STATUSES } from '#shared/domain/request-statuses';
import { SERVICE_STATUSES } from '#shared/domain/service-lifecycle';
import { CLEANING_TYPES, ESTIMATE_EXTRAS } from '#shared/domain/estimate';
import { apiMessages } from '#shared/common-messages';
import { requestMessages } from '#shared/request-messages';
import { serviceContactInput, serviceContactOut } from './address';
import { serviceLengthInput } from './estimate';
import { locationOut, locationSchema } from './places';
import { textField } from './text-field';

// The statuses are the domain's (domain/request-statuses.ts): request-messages.ts names them from there.
export {
  OFFER_STATUSES,
  REQUEST_STATUSES,
  type OfferStatus,
  type RequestStatus,
} from '#shared/domain/request-statuses';

// An unreadable date already has its own message; this one only judges readable dates.
export const isInFuture = (value: string, now: Date) => {
  const time = Date.parse(value);
  return Number.isNaN(time) || time > now.getTime();
};

/** An instant in ISO 8601 with a UTC offset, after what `now` reads when the value is checked. */
export const futureInstant = (required: string, now: () => Date) =>
  z.iso
    .datetime({ offset: true, error: required })
    .refine((value) => isInFuture(value, now()), requestMessages.dateInPast)
    .meta({
      description: 'ISO 8601 with a UTC offset, e.g. 2026-05-01T10:00:00-06:00; must be in the future.',
    });

/** A new request, its date in the future of `now` (the server's route: app.clock; the web's form: its own). */
export const createRequestInputAt = (now: () => Date) =>
  z.object({
    title: textField(1, 120, requestMessages.titleRequired, requestMessages.titleTooLong),
    description: textField(10, 2000, requestMessages.descriptionTooShort, requestMessages.descriptionTooLong),
    /** One of the catalogue's services (/servicios), as bookings and providers' price lists name them. */
    serviceId: z.enum(SERVICE_IDS, requestMessages.serviceTypeRequired),
    budgetRange: z.enum(BUDGET_RANGE_VALUES, requestMessages.budgetRangeRequired),
    paymentMethod: z
      .enum(REQUEST_PAYMENT_METHOD_VALUES, requestMessages.paymentMethodInvalid)
      .default('cash'),
    /** ISO 8601 with a UTC offset, e.g. 2026-05-01T10:00:00-06:00; must be in the future. */
    requiredDate: futureInstant(requestMessages.dateRequired, now),
    location: locationSchema(requestMessages.locationRequired),
    /**
     * The 'Cotizador': the home to estimate (HOME_ESTIMATE_SERVICES) or the hours (any other service); providers
     * see the estimate on the request. Optional for API callers written before it: the request then has none.
     */
    length: serviceLengthInput.optional(),
    /**
     * The exact address and phone, for the provider the customer hires only (others see `location`). The form
     * always sends them; without them, accepting an offer asks for them.
     */
    contact: serviceContactInput.optional(),
    /** Generated once per form; a retry with the same key returns the first request. */
    idempotencyKey: z.uuid(apiMessages.badRequest).meta({
      description:
        'Generated once per form: a retry with the same key answers 200 with the first record; the key sent to the other of requests and bookings answers 409.',
    }),
  });
export type CreateRequestInput = z.infer<ReturnType<typeof createRequestInputAt>>;
export type CreateRequestForm = z.input<ReturnType<typeof createRequestInputAt>>;

/** How a provider appears to customers: never their e-mail. */
/** What customers see of a provider's record: stars from published reviews, and cancellations. */
export const providerStandingOut = z.object({
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Percent of assigned services the provider did not cancel; null before their first. */
  reliability: z.number().int().nullable(),
});

/**
 * The badges: 'Identidad verificada' once an operator approved the provider's documents; 'Proveedor
 * verificado' only when, besides, their plan includes it (Premium, Empresarial).
 */
export const providerBadgesOut = z.object({ identityVerified: z.boolean(), verified: z.boolean() });

export const providerCardOut = z
  .object({
    id: z.string(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
  })
  .extend(providerStandingOut.shape)
  .extend(providerBadgesOut.shape);
export type ProviderCard = z.infer<typeof providerCardOut>;

/** The home a request was estimated from, as the 'Cotizador' took it. */
export const estimateOut = z.object({
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  cleaningType: z.enum(CLEANING_TYPES),
  extras: z.array(z.enum(ESTIMATE_EXTRAS)),
  pets: z.boolean(),
});

/**
 * How long the service asked for takes, in hours (whole halves): a range for an open request's estimate, one
 * length for hours chosen or a booking; `estimate` is the home when it was estimated from one.
 */
export const requestLengthOut = z.object({
  minHours: z.number(),
  maxHours: z.number(),
  estimate: estimateOut.nullable(),
});
export type RequestLength = z.infer<typeof requestLengthOut>;

/** What a request is, as its customer and the providers nearby read it alike. */
export const requestKindOut = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A catalogue service; open requests carry a budget range besides, direct bookings a price. */
  serviceId: z.enum(SERVICE_IDS),
  budgetRange: z.enum(BUDGET_RANGE_VALUES).nullable(),
  /** Centavos: the booked provider's own price for the service, for a direct booking. */
  price: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  /** The 'Cotizador''s answer; null for a request made without one (before it, or by an API caller). */
  length: requestLengthOut.nullable(),
});

export const serviceRequestOut = requestKindOut.extend({
  requiredDate: z.string(),
  location: locationOut.nullable(),
  /** The exact address and phone (the customer's own, as given); null when the request was published without them. */
  contact: serviceContactOut.nullable(),
  /** Set for a direct booking: the provider it is addressed to. */
  provider: providerCardOut.nullable(),
  /**
   * 'assigned' while the service agreed from it is ahead or under way, then 'completed' or 'cancelled' as that
   * service ends: read from the service, never stored apart from it.
   */
  status: z.enum(REQUEST_STATUSES),
  /** The status of the service agreed from it (an accepted offer or a direct booking); null while there is none. */
  serviceStatus: z.enum(SERVICE_STATUSES).nullable(),
  /** Why an operator hid it (status 'hidden'), as its customer was told; null otherwise. */
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestOut>;

export const serviceRequestResponse = z.object({ request: serviceRequestOut });

export const offerOut = z.object({
  id: z.string(),
  /** 'pending' until the customer accepts it or another one; see OFFER_STATUSES. */
  status: z.enum(OFFER_STATUSES),
  provider: providerCardOut,
  /** Centavos. */
  proposedPrice: z.number().int(),
  /** 'Duración estimada': the length of the service if the offer is accepted, whole half hours. */
  durationMinutes: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerOut>;

/** The customer's own requests, newest first, each with the offers received (newest first). */
export const myRequestsOut = z.object({
  requests: z.array(serviceRequestOut.extend({ offers: z.array(offerOut) })),
});
export type MyRequest = z.infer<typeof myRequestsOut>['requests'][number];

export const clientSummaryOut = z.object({
  openRequests: z.number().int(),
  offersReceived: z.number().int(),
  /** Services ahead: waiting for the provider's answer or confirmed. */
  upcomingServices: z.number().int(),
  completedServices: z.number().int(),
  /** The published reviews providers wrote of this customer: average (one decimal) and count. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Centavos: every charge of their services (Pagos' total), paid or pending. */
  totalSpent: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummaryOut>;
