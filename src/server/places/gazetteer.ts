import type { PlaceResult } from '../../shared/schemas/places';
import data from './data/mx-localities.json' with { type: 'json' };

/** Credit required by the GeoNames licence (CC BY 4.0) wherever these places are shown. */
export const GAZETTEER_ATTRIBUTION = data.attribution;

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

interface Entry {
  result: PlaceResult;
  nameWords: string[];
  allWords: string[];
}

/** Lower case, no accents, letters and digits only: "Querétaro" and "queretaro" meet here. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

const words = (text: string) => normalize(text).split(' ').filter(Boolean);

type Row = [string, number, number, number, number, string];
const states = data.states as Record<string, string>;
// The data file lists places by population, largest first, so results come out ranked.
const entries: Entry[] = (data.places as Row[]).map(([name, stateCode, lat, lng, , qualifier], i) => {
  const state = states[stateCode] ?? '';
  const label = name === state ? name : `${name}${qualifier ? ` (${qualifier})` : ''}, ${state}`;
  const nameWords = [...words(name), ...(PLACE_ALIASES[name] ?? [])];
  return {
    result: { id: `mx-${i}`, label, lat, lng, precision: 'locality' },
    nameWords,
    allWords: [...nameWords, ...words(state), ...(STATE_ALIASES[state] ?? []), ...words(qualifier)],
  };
});

const matchesAll = (tokens: string[], pool: string[]) =>
  tokens.every((token) => pool.some((word) => word.startsWith(token)));

/**
 * Accent-insensitive prefix search on every word of the place, its state and municipality. Places whose
 * own name matches every word come first; within each group, by population.
 */
export function searchGazetteer(query: string, limit: number): PlaceResult[] {
  const tokens = words(query);
  if (tokens.length === 0) return [];
  const byName: PlaceResult[] = [];
  const byArea: PlaceResult[] = [];
  for (const entry of entries) {
    if (matchesAll(tokens, entry.nameWords)) {
      byName.push(entry.result);
      if (byName.length >= limit) break;
    } else if (byArea.length < limit && matchesAll(tokens, entry.allWords)) {
      byArea.push(entry.result);
    }
  }
  return [...byName, ...byArea].slice(0, limit);
}
