import { MapPin } from 'lucide-react';
import { placesUi } from '#shared/places-messages';
import type { Location } from '#shared/schemas/places';

// The place picked in the search, with the "zona aproximada" caveat when it is only a locality.
export function ChosenPlace({ location, approximateHint }: { location: Location; approximateHint: string }) {
  return (
    <div className="flex items-start gap-3 rounded-md bg-brand-soft p-3 text-sm" aria-live="polite">
      <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
      <div className="grid gap-0.5">
        <p className="text-slate-700">{placesUi.chosen}</p>
        <p className="font-medium break-words text-slate-900">{location.formattedAddress}</p>
        {location.precision === 'locality' ? (
          <p className="text-slate-700">
            <span className="font-semibold">{placesUi.approximateArea}:</span> {approximateHint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
