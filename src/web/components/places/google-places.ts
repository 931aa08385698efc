import type { PlacePrecision } from '#shared/schemas/places';
import type { PlaceSuggestion } from './place-suggestion';

// The few parts of the Maps JavaScript API's places library this page uses (no @types/google.maps).
type LatLng = { lat(): number; lng(): number };
type Place = {
  location?: LatLng | null;
  formattedAddress?: string | null;
  fetchFields(request: { fields: string[] }): Promise<unknown>;
};
type PlacePrediction = { placeId: string; text: { toString(): string }; types: string[]; toPlace(): Place };
type PlacesLibrary = {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: Record<string, unknown>): Promise<{
      suggestions: Array<{ placePrediction?: PlacePrediction | null }>;
    }>;
  };
};
type MapsGlobals = {
  google?: { maps?: { importLibrary?: (name: 'places') => Promise<unknown> } };
  [callback: string]: unknown;
};
const globals = () => window as unknown as MapsGlobals;

const READY_CALLBACK = '__limpiaHogarMapsReady';
let library: Promise<PlacesLibrary> | undefined;
let sessionToken: object | undefined;

// Loaded on first use only, and only when the server hands out a key (GOOGLE_MAPS_API_KEY).
function loadPlacesLibrary(apiKey: string): Promise<PlacesLibrary> {
  library ??= new Promise<void>((resolve, reject) => {
    globals()[READY_CALLBACK] = () => resolve();
    const params = new URLSearchParams({
      key: apiKey,
      v: 'weekly',
      loading: 'async',
      language: 'es',
      region: 'MX',
      callback: READY_CALLBACK,
    });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => reject(new Error('No se pudo cargar Google Maps'));
    document.head.append(script);
  })
    .then(() => globals().google!.maps!.importLibrary!('places') as Promise<PlacesLibrary>)
    .catch((error: unknown) => {
      library = undefined;
      throw error;
    });
  return library;
}

function precisionOf(types: string[]): PlacePrecision {
  if (types.some((type) => ['street_address', 'premise', 'subpremise'].includes(type))) return 'address';
  if (types.includes('route')) return 'street';
  return 'locality';
}

export async function searchGooglePlaces(apiKey: string, input: string): Promise<PlaceSuggestion[]> {
  const places = await loadPlacesLibrary(apiKey);
  sessionToken ??= new places.AutocompleteSessionToken();
  const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    includedRegionCodes: ['mx'],
    language: 'es-MX',
    region: 'mx',
    sessionToken,
  });
  return suggestions.flatMap(({ placePrediction: prediction }) => {
    if (!prediction) return [];
    const precision = precisionOf(prediction.types);
    const resolve = async () => {
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['location', 'formattedAddress'] });
      // A session ends with the details call; the next search starts a new one (one billed session).
      sessionToken = undefined;
      if (!place.location) throw new Error('El lugar elegido no tiene coordenadas');
      const formattedAddress = place.formattedAddress ?? prediction.text.toString();
      return { lat: place.location.lat(), lng: place.location.lng(), formattedAddress, precision };
    };
    return [{ id: prediction.placeId, label: prediction.text.toString(), precision, resolve }];
  });
}
