import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { PLAN_IDS } from '#shared/domain/plans';
import { SERVICE_IDS } from '#shared/catalog';
import { FEATURED_MARGIN_KM } from '#shared/domain/featured';
import { isInMexico } from '#shared/domain/geo';
import { scheduleToIso } from '#shared/domain/local-time';
import { apiMessages } from '#shared/common-messages';
import { isServiceHours } from '#shared/domain/service-length';
import { bookingMessages } from '#shared/booking-messages';
import { estimateMessages } from '#shared/estimate-messages';
import { requestMessages } from '#shared/request-messages';
import { serviceContactInput } from './address';
import { serviceLengthInput } from './estimate';
import { locationSchema } from './places';
import { verificationDueOut } from './serving';
import { futureInstant, isInFuture, providerBadgesOut, providerStandingOut } from './requests';

export const bookingNotes = z.string().trim().max(1000, bookingMessages.notesTooLong).default('');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Step 3 of the wizard: a day and an hour, read in the given IANA zone, that exist there and are in the future of
 * `now` (the wizard's: the browser's clock).
 */
export function bookingScheduleIn(timeZone: string, now: () => Date) {
  return z
    .object({
      date: z.string(bookingMessages.dateRequired).regex(DAY, bookingMessages.dateRequired),
      time: z.string(bookingMessages.timeRequired).regex(HOUR, bookingMessages.timeRequired),
    })
    .superRefine((value, context) => {
      // The regexes above already spoke for an empty or half-typed value.
      if (!DAY.test(value.date) || !HOUR.test(value.time)) return;
      const iso = scheduleToIso(value, timeZone);
      if (iso && isInFuture(iso, now())) return;
      const issue = (message: string, field: 'date' | 'time') =>
        context.addIssue({ code: 'custom', message, path: [field] });
      if (iso) issue(bookingMessages.dateInPast, 'time');
      // Noon is never skipped: either the day does not exist (31 April) or the clock jumps over that hour.
      else if (scheduleToIso({ date: value.date, time: '12:00' }, timeZone))
        issue(bookingMessages.timeSkipped, 'time');
      else issue(bookingMessages.dateRequired, 'date');
    });
}
export type BookingSchedule = z.infer<ReturnType<typeof bookingScheduleIn>>;

// In the domain module so that the web reads it without loading zod; re-exported for the schemas' users.
export { scheduleToIso };

/** A booking, its date in the future of `now` (the server's route: app.clock; tests: their own). */
export const bookingInputAt = (now: () => Date) =>
  z.object({
    serviceId: z.enum(SERVICE_IDS, bookingMessages.serviceRequired),
    providerId: z.string(bookingMessages.providerRequired).min(1, bookingMessages.providerRequired).max(100),
    /** ISO 8601 with a UTC offset: one of the provider's free start times (GET …/free-times). */
    requiredDate: futureInstant(bookingMessages.dateRequired, now),
    /** How long: the home to estimate (HOME_ESTIMATE_SERVICES) or the hours; the server prices it. */
    length: serviceLengthInput,
    location: locationSchema(bookingMessages.locationRequired),
    /** The exact address and phone: the booked provider sees them once they accept the booking. */
    contact: serviceContactInput,
    notes: bookingNotes,
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES, requestMessages.paymentMethodInvalid).default('cash'),
    /** Generated once per wizard; a retry with the same key returns the first booking. */
    idempotencyKey: z.uuid(apiMessages.badRequest).meta({
      description:
        'Generated once per form: a retry with the same key answers 200 with the first record; the key sent to the other of requests and bookings answers 409.',
    }),
  });
export type BookingInput = z.infer<ReturnType<typeof bookingInputAt>>;
export type BookingForm = z.input<ReturnType<typeof bookingInputAt>>;

export const serviceIdParams = z.object({ serviceId: z.enum(SERVICE_IDS, apiMessages.notFound) });

/** A provider the wizard can offer for one service: active plan, service area set, a price for it. */
export const bookableProviderOut = z
  .object({
    id: z.string(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
    /** 'Logotipo', only while the plan in force is Empresarial (shared/domain/logo.ts). */
    logoUrl: z.string().nullable(),
    bio: z.string(),
    yearsExperience: z.number().int(),
    /** 'Precio por hora' for the service, centavos: the wizard shows it times the estimate. */
    hourlyPrice: z.number().int(),
    plan: z.enum(PLAN_IDS),
    /** 'Destacado': Premium or Empresarial with an approved identity, listed first (shared/domain/featured.ts). */
    featured: z.boolean(),
    /** Where they work, when that is a zone and not an exact address; plus how far they travel. */
    zone: z.string().nullable(),
    radiusKm: z.number().int(),
  })
  .extend(providerStandingOut.shape)
  .extend(providerBadgesOut.shape)
  .extend(verificationDueOut.shape);
export type BookableProvider = z.infer<typeof bookableProviderOut>;

const coordinate = (limit: number) =>
  z.coerce
    .number(bookingMessages.nearbyPlaceInvalid)
    .min(-limit, bookingMessages.nearbyPlaceInvalid)
    .max(limit, bookingMessages.nearbyPlaceInvalid)
    .optional();

/** The customer's place, when the wizard knows it: the list is then ordered by distance (shared/domain/featured.ts). */
export const bookableProvidersQuery = z
  .object({ lat: coordinate(90), lng: coordinate(180) })
  .refine(
    ({ lat, lng }) =>
      (lat === undefined) === (lng === undefined) && (lat === undefined || isInMexico({ lat, lng: lng! })),
    bookingMessages.nearbyPlaceInvalid,
  )
  .meta({
    description: `Both or neither: the customer’s place inside Mexico. With it, nearest first, a featured provider counting as ${FEATURED_MARGIN_KM} km closer; without it, featured first; then rating, number of reviews and price.`,
  });
export type BookableProvidersQuery = z.infer<typeof bookableProvidersQuery>;

export const bookableProvidersOut = z.object({ providers: z.array(bookableProviderOut) });
export type BookableProvidersResponse = z.infer<typeof bookableProvidersOut>;

export const freeTimesParams = z.object({
  providerId: z.string().max(100).meta({ description: 'A provider the wizard lists for the service.' }),
});

const placeCoordinate = (limit: number) =>
  z.coerce
    .number(bookingMessages.freeTimesPlaceInvalid)
    .min(-limit, bookingMessages.freeTimesPlaceInvalid)
    .max(limit, bookingMessages.freeTimesPlaceInvalid);

/** The wizard's free times: the service, the place (its zone is the clock of the answer) and the length. */
export const freeTimesQuery = z
  .object({
    serviceId: z.enum(SERVICE_IDS, bookingMessages.serviceRequired),
    lat: placeCoordinate(90),
    lng: placeCoordinate(180),
    minutes: z.coerce
      .number(estimateMessages.hoursRange)
      .refine((minutes) => isServiceHours(minutes / 60), estimateMessages.hoursRange)
      .meta({
        description: 'The booked length: the upper end of the estimate, or the hours chosen, in minutes.',
      }),
    planId: z.uuid(apiMessages.badRequest).optional().meta({
      description:
        'A recurring plan of the signed-in customer with this provider: its visits count as free (they are the ones moving). Ignored for anyone else.',
    }),
    visitDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.badRequest)
      .optional()
      .meta({ description: 'With planId: only that visit of the plan counts as free (moving one visit).' }),
  })
  .refine((place) => isInMexico(place), { message: bookingMessages.freeTimesPlaceInvalid, path: ['lat'] });
export type FreeTimesQuery = z.infer<typeof freeTimesQuery>;
