import type { FieldPath, Resolver } from 'react-hook-form';
import { scheduleToIso } from '#shared/domain/local-time';
import type { BookingInput } from '#shared/schemas/bookings';
import { onDemand } from '#web/lib/on-demand';
import { typedTimeZone } from '#web/lib/time-zone';
import type * as BookingSchema from './booking-schema';
import type { BookingWizardOutput } from './booking-schema';
import { defaultLength, sentLength } from '#web/components/estimate/estimate-length';
import type { BookingStep, BookingWizardValues, ChosenProvider } from './booking-values';

export type { BookingStep, BookingWizardOutput, BookingWizardValues, ChosenProvider };

/**
 * The zone the wizard reads the chosen day and hour in: the place's, chosen in step 3 before the free times
 * (which the server answers on the same clock). The browser's zone only stands in before there is a place.
 */
export const scheduleTimeZone = (values: Pick<BookingWizardValues, 'location'>): string =>
  typedTimeZone(values.location);

export const emptyWizardValues: BookingWizardValues = {
  serviceId: '',
  length: defaultLength(''),
  provider: null,
  schedule: { date: '', time: '' },
  frequency: 'once',
  location: null,
  contact: { address: { street: '', interior: '', colonia: '', references: '' }, phone: '' },
  notes: '',
  paymentMethod: 'cash',
};

export const STEP_FIELDS: Record<BookingStep, ReadonlyArray<FieldPath<BookingWizardValues>>> = {
  1: ['serviceId', 'length'],
  2: ['provider'],
  3: ['location', 'schedule', 'schedule.date', 'schedule.time', 'frequency'],
  4: [
    'contact',
    'contact.address.street',
    'contact.address.interior',
    'contact.address.colonia',
    'contact.address.references',
    'contact.phone',
    'notes',
    'paymentMethod',
  ],
};

/** The step that shows a field: server and schema errors send the person back there. */
export function stepOfField(name: string): BookingStep {
  const steps = [1, 2, 3, 4] as const;
  return steps.find((step) => STEP_FIELDS[step].some((field) => name === field)) ?? 4;
}

// zod and the schemas load on the first check, or earlier on `prefetchBookingSchema()` (the form got focus).
const bookingSchema = onDemand(() => import('./booking-schema'));
export const preloadBookingSchema: () => Promise<typeof BookingSchema> = bookingSchema.load;
export const prefetchBookingSchema = bookingSchema.prefetch;

type WizardResolver = Resolver<BookingWizardValues, unknown, BookingWizardOutput>;

export function stepResolver(currentStep: () => BookingStep): WizardResolver {
  return async (values, context, options) => {
    const step = currentStep();
    const { stepResolversIn } = await preloadBookingSchema();
    return stepResolversIn(scheduleTimeZone(values))[step](values, context, options);
  };
}

export function toBookingInput(values: BookingWizardOutput, idempotencyKey: string): BookingInput {
  return {
    serviceId: values.serviceId,
    providerId: values.provider.id,
    length: sentLength(values.serviceId, values.length),
    requiredDate: scheduleToIso(values.schedule, scheduleTimeZone(values)),
    location: values.location,
    contact: values.contact,
    notes: values.notes,
    paymentMethod: values.paymentMethod,
    idempotencyKey,
  };
}
