import { normalize } from './normalize';
import type { MexicanTimeZone } from './mexican-time-zones';
import { zoneForCoordinates } from './time-zone-coordinates';

// The zones themselves live apart (mexican-time-zones.ts) so that time-zone-coordinates.ts, which this file
// reads, can name them without importing it back.
export {
  isMexicanTimeZone,
  MEXICAN_TIME_ZONES,
  TIME_ZONE_CITIES,
  type MexicanTimeZone,
} from './mexican-time-zones';

// Where each zone applies, from the same tzdata as the list (mexican-time-zones.ts). Keyed by GeoNames admin1
// code, the `state` number of every gazetteer row (src/server/places/data/).
const STATE_ZONES: Record<number, MexicanTimeZone> = {
  1: 'America/Mexico_City', // Aguascalientes
  2: 'America/Tijuana', // Baja California
  3: 'America/Mazatlan', // Baja California Sur
  4: 'America/Merida', // Campeche
  5: 'America/Mexico_City', // Chiapas
  6: 'America/Chihuahua', // Chihuahua, away from the US border
  7: 'America/Monterrey', // Coahuila, away from the US border
  8: 'America/Mexico_City', // Colima
  9: 'America/Mexico_City', // Ciudad de México
  10: 'America/Monterrey', // Durango (tz groups it with Monterrey for its pre-1988 history)
  11: 'America/Mexico_City', // Guanajuato
  12: 'America/Mexico_City', // Guerrero
  13: 'America/Mexico_City', // Hidalgo
  14: 'America/Mexico_City', // Jalisco
  15: 'America/Mexico_City', // Estado de México
  16: 'America/Mexico_City', // Michoacán
  17: 'America/Mexico_City', // Morelos
  18: 'America/Mazatlan', // Nayarit, except Bahía de Banderas
  19: 'America/Monterrey', // Nuevo León, away from the US border
  20: 'America/Mexico_City', // Oaxaca
  21: 'America/Mexico_City', // Puebla
  22: 'America/Mexico_City', // Querétaro
  23: 'America/Cancun', // Quintana Roo
  24: 'America/Mexico_City', // San Luis Potosí
  25: 'America/Mazatlan', // Sinaloa
  26: 'America/Hermosillo', // Sonora
  27: 'America/Mexico_City', // Tabasco
  28: 'America/Monterrey', // Tamaulipas, away from the US border
  29: 'America/Mexico_City', // Tlaxcala
  30: 'America/Mexico_City', // Veracruz
  31: 'America/Merida', // Yucatán
  32: 'America/Mexico_City', // Zacatecas
};

const BORDER_WEST = 'America/Ciudad_Juarez';
const BORDER_EAST = 'America/Ojinaga';
const US_CENTRAL = 'America/Matamoros';

// Municipalities (normalized names) whose zone is not their state's, as listed in tzdata's comments.
const MUNICIPALITY_ZONES: Record<number, Record<string, MexicanTimeZone>> = {
  6: {
    janos: BORDER_WEST,
    ascension: BORDER_WEST,
    juarez: BORDER_WEST,
    guadalupe: BORDER_WEST,
    'praxedis g guerrero': BORDER_WEST,
    'coyame del sotol': BORDER_EAST,
    ojinaga: BORDER_EAST,
    'manuel benavides': BORDER_EAST,
  },
  7: Object.fromEntries(
    [
      'acuna',
      'allende',
      'guerrero',
      'hidalgo',
      'jimenez',
      'morelos',
      'nava',
      'ocampo',
      'piedras negras',
      'villa union',
      'zaragoza',
    ].map((name) => [name, US_CENTRAL]),
  ),
  18: { 'bahia de banderas': 'America/Bahia_Banderas' },
  19: { anahuac: US_CENTRAL },
  28: Object.fromEntries(
    [
      'nuevo laredo',
      'guerrero',
      'mier',
      'miguel aleman',
      'camargo',
      'gustavo diaz ordaz',
      'reynosa',
      'rio bravo',
      'valle hermoso',
      'matamoros',
    ].map((name) => [name, US_CENTRAL]),
  ),
};

/** The zone of a state (GeoNames admin1 code), or of its municipality where the state is split; null if unknown. */
export function zoneForState(state: number, municipality?: string | null): MexicanTimeZone | null {
  const zone = STATE_ZONES[state];
  if (!zone) return null;
  return (municipality && MUNICIPALITY_ZONES[state]?.[normalize(municipality)]) || zone;
}

export interface PlaceForZone {
  /** GeoNames admin1 code, when the place came from the gazetteer. */
  state?: number | null;
  municipality?: string | null;
  lat: number;
  lng: number;
}

/**
 * A place's zone from what is known of it. In a split state without a municipality, the coordinates decide
 * among that state's own zones only, so a point near a state line never takes the neighbour's zone.
 */
export function zoneForPlace({ state, municipality, lat, lng }: PlaceForZone): MexicanTimeZone {
  const stateZone = state == null ? null : zoneForState(state, municipality);
  if (state == null || !stateZone) return zoneForCoordinates(lat, lng);
  const exceptions = MUNICIPALITY_ZONES[state];
  if (municipality || !exceptions) return stateZone;
  const byCoordinates = zoneForCoordinates(lat, lng);
  return Object.values(exceptions).includes(byCoordinates) ? byCoordinates : stateZone;
}

/**
 * The zone rule: a date and time typed for a service mean the wall clock at the place of the service, wherever
 * the person typing it, or their device, happens to be. The server files a service in this zone and the
 * wizard and the request form read the typed hour in it, so both ask here. A place without coordinates (rows
 * from before places had them) is read in Mexico City's zone.
 */
export function serviceTimeZone(place: { lat: number | null; lng: number | null } | null): MexicanTimeZone {
  if (place?.lat == null || place.lng == null) return 'America/Mexico_City';
  return zoneForPlace({ lat: place.lat, lng: place.lng });
}
