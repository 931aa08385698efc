import type { Location, PlacePrecision, PlaceResult } from '#shared/schemas/places';

// One suggestion, whichever backend found it: Google needs a second call for the coordinates.
export type PlaceSuggestion = {
  id: string;
  label: string;
  precision: PlacePrecision;
  resolve: () => Promise<Location>;
};

export function fromServerResult(result: PlaceResult): PlaceSuggestion {
  const location: Location = {
    lat: result.lat,
    lng: result.lng,
    formattedAddress: result.label,
    precision: result.precision,
  };
  return { id: result.id, label: result.label, precision: result.precision, resolve: async () => location };
}
