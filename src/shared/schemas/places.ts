import { z } from 'zod';
import { REQUEST_PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { isInMexico, MEXICO_BOUNDS } from '#shared/domain/geo';
import { providerMessages } from '#shared/provider-messages';
import { validation } from '#shared/auth-messages';
import { textField } from './text-field';

// How exact a chosen place is: offline search knows localities only ("zona aproximada").
export const PLACE_PRECISIONS = ['locality', 'street', 'address'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export const placePrecision = z.enum(PLACE_PRECISIONS, providerMessages.locationRequired);

export const PLACES_BACKENDS = ['gazetteer', 'photon', 'google'] as const;
export type PlacesBackend = (typeof PLACES_BACKENDS)[number];

/** A chosen place: coordinates inside Mexico plus the address people read. */
export function locationSchema(requiredMessage: string) {
  return z
    .object(
      {
        // The document states the bounds the refinement below enforces, with its own message.
        lat: z
          .number(requiredMessage)
          .min(-90)
          .max(90)
          .meta({ minimum: MEXICO_BOUNDS.minLat, maximum: MEXICO_BOUNDS.maxLat }),
        lng: z
          .number(requiredMessage)
          .min(-180)
          .max(180)
          .meta({ minimum: MEXICO_BOUNDS.minLng, maximum: MEXICO_BOUNDS.maxLng }),
        formattedAddress: textField(1, 300, validation.addressRequired),
        precision: placePrecision,
      },
      requiredMessage,
    )
    .refine(isInMexico, providerMessages.locationOutsideMexico)
    .meta({
      description:
        'A place inside Mexico: the point must lie in the box around the Mexican territory (lat 14 to 33, lng -119 to -86).',
    });
}

export const locationInput = locationSchema(providerMessages.locationRequired);
export type LocationInput = z.infer<typeof locationInput>;

export const locationOut = z.object({
  lat: z.number(),
  lng: z.number(),
  formattedAddress: z.string(),
  precision: placePrecision,
});
export type Location = z.infer<typeof locationOut>;

export const PLACES_DEFAULT_LIMIT = 8;

export const placesQuery = z.object({
  q: z.string().trim().max(100, providerMessages.placesQueryTooLong).default(''),
  limit: z.coerce.number().int().min(1).max(10).default(PLACES_DEFAULT_LIMIT),
});
export type PlacesQuery = z.infer<typeof placesQuery>;

export const placeResult = z.object({
  id: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  precision: placePrecision,
});
export type PlaceResult = z.infer<typeof placeResult>;

export const placesOut = z.object({ results: z.array(placeResult) });
export type PlacesResponse = z.infer<typeof placesOut>;

export const appConfigOut = z.object({
  googleMapsApiKey: z.string().nullable(),
  placesBackend: z.enum(PLACES_BACKENDS),
  /** Credit for the place data the server answers from; show it beside the address search. */
  placesAttribution: z.string(),
  /** The ways a new request may name: 'Tarjeta' only where a gateway takes cards for services. */
  paymentMethods: z.array(z.enum(REQUEST_PAYMENT_METHOD_VALUES)),
});
export type AppConfig = z.infer<typeof appConfigOut>;
