import { percentOf } from './cancellation-fee';

// The 'Cotizador' (issue 29): the size and kind of a home as an estimated length of service, and that length
// at a provider's price per hour. One table, so that the wizard, the request form and the server that stores the
// price estimate alike. Texts and labels live outside the domain (catalog.ts, estimate-messages.ts).

export const BEDROOMS = { min: 1, max: 6 } as const;
export const BATHROOMS = { min: 1, max: 5 } as const;
export const CLEANING_TYPES = ['general', 'profunda', 'mudanza'] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number];
export const ESTIMATE_EXTRAS = ['ventanas', 'refrigerador', 'horno', 'planchado'] as const;
export type EstimateExtra = (typeof ESTIMATE_EXTRAS)[number];

/** 'Precio por hora', centavos: from $1 to $10,000 an hour. */
export const HOURLY_PRICE = { min: 100, max: 1_000_000 } as const;

/** A service lasts whole half hours, from 1 to 12 h: what a provider can do in one visit. */
export const SERVICE_HOURS = { min: 1, max: 12, step: 0.5 } as const;

export interface EstimateInput {
  bedrooms: number;
  bathrooms: number;
  cleaningType: CleaningType;
  /** A set: naming an extra twice counts it once. */
  extras: readonly EstimateExtra[];
  pets: boolean;
}

/** Hours, each a whole half hour within SERVICE_HOURS; minHours ≤ maxHours. */
export interface HoursRange {
  minHours: number;
  maxHours: number;
}

// Sources: research/market-and-scale-mx.md §5.2 (the proposed formula) and §2.5 (reference lengths from
// Homerd: a 2-bedroom home takes about 3 h general, 5 h deep). Where it gives no number, the comment says so.
export const ESTIMATE_TABLE = {
  general: {
    // The kitchen, living and dining room every home has, however many rooms: the proposal's fixed 1.5 h.
    baseHours: 1.5,
    // Making a bed, dusting and a floor: the proposal's half hour per recámara.
    perBedroom: 0.5,
    // Toilet, shower and tiles take longer than a bedroom: the proposal's 0.75 h per baño.
    perBathroom: 0.75,
  },
  // The home's part (not the extras) is multiplied: a deeper clean takes longer in every room.
  typeFactor: {
    general: 1,
    // The proposal's ×1.6; it turns the 2-bedroom home's 3.25 h into 5.2 h, the reference's 5 h deep.
    profunda: 1.6,
    // Assumed, the research has no number: inside every closet, cabinet and drawer of an empty home, more
    // than a deep clean of a furnished one but not twice it.
    mudanza: 1.8,
  },
  // Fixed time whatever the home's size, in half hours. All assumed: the research names the extras, not
  // their time.
  extraHours: {
    // Glass, frames and tracks inside and out on the ground floor: about as long as a bathroom and a bedroom.
    ventanas: 1,
    // Emptying, washing the shelves and drawers, putting back: half an hour.
    refrigerador: 0.5,
    // Degreasing the inside and the racks, while other rooms are done: half an hour.
    horno: 0.5,
    // A household's load of ironing, about 15 to 20 pieces: an hour.
    planchado: 1,
  },
  // Assumed: hair on sofas, rugs and floors means a second pass with the vacuum, half an hour.
  petsHours: 0.5,
} as const;

const HALF_HOUR_MINUTES = 30;

function homeMinutes({ bedrooms, bathrooms, cleaningType }: EstimateInput): number {
  const { baseHours, perBedroom, perBathroom } = ESTIMATE_TABLE.general;
  const hours = baseHours + bedrooms * perBedroom + bathrooms * perBathroom;
  // Whole minutes first: ×1.6 is not exact in binary and must not tip a half hour.
  return Math.round(hours * ESTIMATE_TABLE.typeFactor[cleaningType] * 60);
}

function addedMinutes({ extras, pets }: EstimateInput): number {
  const extraHours = [...new Set(extras)].reduce((sum, extra) => sum + ESTIMATE_TABLE.extraHours[extra], 0);
  return (extraHours + (pets ? ESTIMATE_TABLE.petsHours : 0)) * 60;
}

const clampHours = (hours: number) => Math.min(SERVICE_HOURS.max, Math.max(SERVICE_HOURS.min, hours));

/**
 * The home as a range of hours: the half hour its exact estimate falls in (3.25 h reads '3 – 3.5 h'; 3.5 h reads
 * '3.5 – 4 h'), so the customer sees an estimate, not a promise. Held within 1–12 h: a home that needs more
 * than 12 h is quoted 12 h and the rest is 'Tiempo extra' or a second visit.
 */
export function estimateHours(input: EstimateInput): HoursRange {
  const minutes = homeMinutes(input) + addedMinutes(input);
  const lower = Math.floor(minutes / HALF_HOUR_MINUTES) * SERVICE_HOURS.step;
  return { minHours: clampHours(lower), maxHours: clampHours(lower + SERVICE_HOURS.step) };
}

/** Centavos: the least and the most the estimate costs. */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The range at a price per hour in centavos, half a centavo rounded up as every charge is (percentOf):
 * $90.00 an hour for 3 – 3.5 h is $270 – $315.
 */
export function estimatePrice(pricePerHour: number, { minHours, maxHours }: HoursRange): PriceRange {
  // A whole number of half hours is a whole percentage of the hourly price: 3.5 h is 350 %.
  return { min: percentOf(pricePerHour, minHours * 100), max: percentOf(pricePerHour, maxHours * 100) };
}
