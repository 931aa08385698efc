import type { PlacePrecision, PlaceResult } from '#shared/schemas/places';

export const PHOTON_ATTRIBUTION = 'Datos de direcciones © colaboradores de OpenStreetMap (ODbL)';

// Mexico as west,south,east,north; an operator may pass another bbox (or lang) in GEOCODER_URL itself.
const MEXICO_BBOX = '-118.7,14.3,-86.5,32.8';
const TIMEOUT_MS = 3_000;

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | number | undefined>;
}

function precisionOf(props: Record<string, unknown>): PlacePrecision {
  if (props.housenumber || props.type === 'house') return 'address';
  if (props.street || props.type === 'street') return 'street';
  return 'locality';
}

function labelOf(props: Record<string, unknown>): string {
  const text = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : '');
  const street = [text('street'), text('housenumber')].filter(Boolean).join(' ');
  const parts = [text('name'), street, text('district') || text('locality'), text('city'), text('state')];
  return [...new Set(parts.filter(Boolean))].join(', ');
}

export function toPlace(feature: PhotonFeature): PlaceResult | null {
  const props = feature.properties ?? {};
  const [lng, lat] = feature.geometry?.coordinates ?? [];
  if (typeof lat !== 'number' || typeof lng !== 'number' || props.countrycode !== 'MX') return null;
  const label = labelOf(props);
  if (!label) return null;
  return {
    id: `osm-${props.osm_type ?? ''}${props.osm_id ?? label}`,
    label,
    lat,
    lng,
    precision: precisionOf(props),
  };
}

/** Street-level search on a self-hosted Photon server (GEOCODER_URL), answers restricted to Mexico. */
export function createPhotonSearch(geocoderUrl: string) {
  return async (query: string, limit: number): Promise<PlaceResult[]> => {
    const url = new URL(geocoderUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', 'es');
    if (!url.searchParams.has('bbox')) url.searchParams.set('bbox', MEXICO_BBOX);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Photon answered ${response.status}`);
    const body = (await response.json()) as { features?: PhotonFeature[] };
    const places = (body.features ?? []).map(toPlace).filter((place) => place !== null);
    return places.slice(0, limit);
  };
}
