import { CLEANING_TYPE_OPTIONS, ESTIMATE_EXTRA_OPTIONS, labelOf } from './catalog';
import { SERVICE_HOURS, type EstimateInput } from './domain/estimate';
import { estimatedDurationLabel, formatHoursRange } from './estimate-labels';
import { fillSlots } from './format';
import { requestMessages } from './request-messages';
import type { RequestLength } from './schemas/requests';

// A request's 'Cotizador' as its cards read it, for the customer and for the providers who offer on it.

const count = (value: number, one: string, many: string) =>
  fillSlots(value === 1 ? one : many, { count: value });

/** '2 recámaras, 1 baño, General, Ventanas, con mascotas': the extras in the catalogue's order. */
export function homeLabel(home: EstimateInput): string {
  const extras = ESTIMATE_EXTRA_OPTIONS.filter((option) => home.extras.includes(option.value));
  return [
    count(home.bedrooms, requestMessages.bedroom, requestMessages.bedrooms),
    count(home.bathrooms, requestMessages.bathroom, requestMessages.bathrooms),
    labelOf(CLEANING_TYPE_OPTIONS, home.cleaningType),
    ...extras.map((option) => option.label),
    ...(home.pets ? [requestMessages.withPets] : []),
  ].join(', ');
}

/** The lines a request card shows of its length: 'Duración estimada: 3 – 3.5 h', then the home if any. */
export function requestLengthLines(length: RequestLength | null): string[] {
  if (!length) return [];
  const duration = estimatedDurationLabel(length);
  return length.estimate ? [duration, homeLabel(length.estimate)] : [duration];
}

/** An offer's or a service's length in minutes as hours: '3 h', '4.5 h'. */
export const minutesLabel = (minutes: number) =>
  formatHoursRange({ minHours: minutes / 60, maxHours: minutes / 60 });

/** Every length a service can take, 1 to 12 h in halves, as a select's options ('1 h', '1.5 h', …). */
export const SERVICE_HOURS_OPTIONS = Array.from(
  { length: (SERVICE_HOURS.max - SERVICE_HOURS.min) / SERVICE_HOURS.step + 1 },
  (_, index) => {
    const hours = SERVICE_HOURS.min + index * SERVICE_HOURS.step;
    return { value: String(hours), label: minutesLabel(hours * 60) };
  },
);
