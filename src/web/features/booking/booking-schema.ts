// First: it switches zod to jitless before the schemas below are built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { FREQUENCIES } from '#shared/domain/rhythms';
import { SERVICE_IDS } from '#shared/catalog';
import { bookingMessages } from '#shared/booking-messages';
import { serviceContactInput } from '#shared/schemas/address';
import { bookingNotes, bookingScheduleIn } from '#shared/schemas/bookings';
import { locationSchema } from '#shared/schemas/places';
import { estimateLengthSchema } from '#web/components/estimate/estimate-length-schema';
import type { BookingStep, BookingWizardValues } from './booking-values';

// The wizard's zod schemas, loaded on its first check (booking-form.ts) so that /reservar starts without zod.

/** What the summary needs of the chosen provider, kept with the wizard so a restored draft shows it at once. */
export const chosenProvider = z.object(
  { id: z.string().min(1), displayName: z.string(), hourlyPrice: z.number().int() },
  bookingMessages.providerRequired,
);

/** The whole wizard, its day and hour read in `timeZone` (booking-form.ts decides which). */
export function bookingWizardSchemaIn(timeZone: string) {
  return z.object({
    serviceId: z.enum(SERVICE_IDS, bookingMessages.serviceRequired),
    // Both kinds kept; the booking sends the one its service takes (toBookingInput).
    length: estimateLengthSchema,
    provider: chosenProvider,
    schedule: bookingScheduleIn(timeZone, () => new Date()),
    frequency: z.enum(FREQUENCIES),
    location: locationSchema(bookingMessages.locationRequired),
    contact: serviceContactInput,
    notes: bookingNotes,
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  });
}
export type BookingWizardOutput = z.output<ReturnType<typeof bookingWizardSchemaIn>>;

type WizardResolver = Resolver<BookingWizardValues, unknown, BookingWizardOutput>;
const asResolver = (schema: z.ZodType) => zodResolver(schema as never) as unknown as WizardResolver;

// Built once per zone the wizard meets: the browser's, then the chosen place's.
const resolversByZone = new Map<string, Record<BookingStep, WizardResolver>>();

/** Each "Continuar" checks its own step only; "Confirmar Reserva" checks everything again. */
export function stepResolversIn(timeZone: string): Record<BookingStep, WizardResolver> {
  let resolvers = resolversByZone.get(timeZone);
  if (!resolvers) {
    const schema = bookingWizardSchemaIn(timeZone);
    resolvers = {
      1: asResolver(schema.pick({ serviceId: true, length: true })),
      2: asResolver(schema.pick({ provider: true })),
      3: asResolver(schema.pick({ location: true, schedule: true, frequency: true })),
      4: asResolver(schema),
    };
    resolversByZone.set(timeZone, resolvers);
  }
  return resolvers;
}
