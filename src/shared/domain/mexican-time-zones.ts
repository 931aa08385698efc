// Mexico's IANA zones, from the tz database itself: zone1970.tab and the comments
// of its `northamerica` file (tzdata 2025, after the Ley de los Husos Horarios of 28 October 2022 and the
// decree of 29 November 2022 that put the Chihuahua border back on US time). Node's
// Intl.supportedValuesOf('timeZone') lists all twelve. Where each applies: time-zones.ts (by state and
// municipality) and time-zone-coordinates.ts (by point).
export const MEXICAN_TIME_ZONES = [
  'America/Mexico_City',
  'America/Cancun',
  'America/Merida',
  'America/Monterrey',
  'America/Matamoros',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
] as const;
export type MexicanTimeZone = (typeof MEXICAN_TIME_ZONES)[number];

/** The site's own zone: plans, support hours and the analytics panel count their days and months here. */
export const TIME_ZONE = 'America/Mexico_City';

/** The city each zone is named after, as a person reads it in "hora de Cancún". */
export const TIME_ZONE_CITIES: Record<MexicanTimeZone, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Cancun': 'Cancún',
  'America/Merida': 'Mérida',
  'America/Monterrey': 'Monterrey',
  'America/Matamoros': 'Matamoros',
  'America/Chihuahua': 'Chihuahua',
  'America/Ciudad_Juarez': 'Ciudad Juárez',
  'America/Ojinaga': 'Ojinaga',
  'America/Mazatlan': 'Mazatlán',
  'America/Bahia_Banderas': 'Bahía de Banderas',
  'America/Hermosillo': 'Hermosillo',
  'America/Tijuana': 'Tijuana',
};

export function isMexicanTimeZone(zone: string): zone is MexicanTimeZone {
  return (MEXICAN_TIME_ZONES as readonly string[]).includes(zone);
}
