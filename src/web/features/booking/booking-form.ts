// First: it switches zod to jitless before the schemas below are built (the CSP forbids eval).
import { zodResolver } from '../../lib/zod-resolver';
import { z } from 'zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import {
  PAYMENT_METHOD_VALUES,
  SERVICE_IDS,
  type PaymentMethod,
  type ServiceId,
} from '../../../shared/catalog';
import { bookingMessages } from '../../../shared/messages';
import {
  bookingAddress,
  bookingNotes,
  bookingScheduleIn,
  scheduleToIso,
  type BookingInput,
} from '../../../shared/schemas/bookings';
import { locationSchema, type Location } from '../../../shared/schemas/places';
import { browserTimeZone } from '../../lib/time-zone';

export type BookingStep = 1 | 2 | 3 | 4;

/** What the summary needs of the chosen provider, kept with the wizard so a restored draft shows it at once. */
export const chosenProvider = z.object(
  { id: z.string().min(1), displayName: z.string(), price: z.number().int() },
  bookingMessages.providerRequired,
);
export type ChosenProvider = z.infer<typeof chosenProvider>;

/** The zone the wizard reads the chosen day and hour in: the browser's, until the place brings its own. */
export const scheduleTimeZone = browserTimeZone();

export const bookingWizardSchema = z.object({
  serviceId: z.enum(SERVICE_IDS, bookingMessages.serviceRequired),
  provider: chosenProvider,
  schedule: bookingScheduleIn(scheduleTimeZone),
  location: locationSchema(bookingMessages.locationRequired),
  address: bookingAddress,
  notes: bookingNotes,
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
});
export type BookingWizardOutput = z.output<typeof bookingWizardSchema>;

/** The form's own values: nothing chosen yet is '' or null, which the schema answers with SPEC §5 messages. */
export type BookingWizardValues = {
  serviceId: ServiceId | '';
  provider: ChosenProvider | null;
  schedule: { date: string; time: string };
  location: Location | null;
  address: string;
  notes: string;
  paymentMethod: PaymentMethod;
};

export const emptyWizardValues: BookingWizardValues = {
  serviceId: '',
  provider: null,
  schedule: { date: '', time: '' },
  location: null,
  address: '',
  notes: '',
  paymentMethod: 'cash',
};

export const STEP_FIELDS: Record<BookingStep, ReadonlyArray<FieldPath<BookingWizardValues>>> = {
  1: ['serviceId'],
  2: ['provider'],
  3: ['schedule', 'schedule.date', 'schedule.time'],
  4: ['location', 'address', 'notes', 'paymentMethod'],
};

/** The step that shows a field: server and schema errors send the person back there. */
export function stepOfField(name: string): BookingStep {
  const steps = [1, 2, 3, 4] as const;
  return steps.find((step) => STEP_FIELDS[step].some((field) => name === field)) ?? 4;
}

type WizardResolver = Resolver<BookingWizardValues, unknown, BookingWizardOutput>;
const asResolver = (schema: z.ZodType) => zodResolver(schema as never) as unknown as WizardResolver;

// Each "Continuar" checks its own step only; "Confirmar Reserva" checks everything again.
const STEP_RESOLVERS: Record<BookingStep, WizardResolver> = {
  1: asResolver(bookingWizardSchema.pick({ serviceId: true })),
  2: asResolver(bookingWizardSchema.pick({ provider: true })),
  3: asResolver(bookingWizardSchema.pick({ schedule: true })),
  4: asResolver(bookingWizardSchema),
};

export function stepResolver(currentStep: () => BookingStep): WizardResolver {
  return (values, context, options) => STEP_RESOLVERS[currentStep()](values, context, options);
}

export function toBookingInput(values: BookingWizardOutput, idempotencyKey: string): BookingInput {
  return {
    serviceId: values.serviceId,
    providerId: values.provider.id,
    requiredDate: scheduleToIso(values.schedule, scheduleTimeZone),
    location: values.location,
    address: values.address,
    notes: values.notes,
    paymentMethod: values.paymentMethod,
    idempotencyKey,
  };
}
