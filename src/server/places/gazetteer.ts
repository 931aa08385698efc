import { normalize } from '#shared/domain/normalize';
import type { PlaceResult } from '#shared/schemas/places';

/** Credit required by the GeoNames licence (CC BY 4.0) wherever these places are shown (also in the data file). */
export const GAZETTEER_ATTRIBUTION = 'Datos de localidades: GeoNames (geonames.org), CC BY 4.0';

// Words people type for places whose official names they rarely write out.
const PLACE_ALIASES: Record<string, string[]> = {
  'Ciudad de México': ['cdmx', 'df'],
  Guadalajara: ['gdl'],
  Monterrey: ['mty'],
};
const STATE_ALIASES: Record<string, string[]> = {
  'Ciudad de México': ['cdmx', 'df'],
  'Estado de México': ['edomex', 'edo'],
};

// Words joined with a leading space: " token" found in " w1 w2" means a word starts with the token.
interface Entry {
  result: PlaceResult;
  nameText: string;
  allText: string;
}

const words = (text: string) => normalize(text).split(' ').filter(Boolean);

type Row = [string, number, number, number, number, string];
interface GazetteerData {
  states: Record<string, string>;
  places: Row[];
}

// The data file lists places by population, largest first, so results come out ranked.
function buildEntries({ states, places }: GazetteerData): Entry[] {
  return places.map(([name, stateCode, lat, lng, , qualifier], i) => {
    const state = states[stateCode] ?? '';
    const label = name === state ? name : `${name}${qualifier ? ` (${qualifier})` : ''}, ${state}`;
    const nameWords = [...words(name), ...(PLACE_ALIASES[name] ?? [])];
    const otherWords = [...words(state), ...(STATE_ALIASES[state] ?? []), ...words(qualifier)];
    return {
      result: { id: `mx-${i}`, label, lat, lng, precision: 'locality' },
      nameText: ` ${nameWords.join(' ')}`,
      allText: ` ${[...nameWords, ...otherWords].join(' ')}`,
    };
  });
}

// Read on first use, not at start-up: the server is healthy before anyone searches.
let entries: Promise<Entry[]> | undefined;
export function loadGazetteer(): Promise<Entry[]> {
  entries ??= import('./data/mx-localities.json', { with: { type: 'json' } }).then((module) =>
    buildEntries(module.default as unknown as GazetteerData),
  );
  return entries;
}

const matchesAll = (needles: string[], text: string) => needles.every((needle) => text.includes(needle));

/**
 * Accent-insensitive prefix search on every word of the place, its state and municipality. Places whose
 * own name matches every word come first; within each group, by population.
 */
export async function searchGazetteer(query: string, limit: number): Promise<PlaceResult[]> {
  const needles = words(query).map((word) => ` ${word}`);
  if (needles.length === 0) return [];
  const entries = await loadGazetteer();
  const byName: PlaceResult[] = [];
  const byArea: PlaceResult[] = [];
  for (const entry of entries) {
    if (matchesAll(needles, entry.nameText)) {
      byName.push(entry.result);
      if (byName.length >= limit) break;
    } else if (byArea.length < limit && matchesAll(needles, entry.allText)) {
      byArea.push(entry.result);
    }
  }
  return [...byName, ...byArea].slice(0, limit);
}
