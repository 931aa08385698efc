import { z } from 'zod';
import { SERVICE_IDS } from '#shared/catalog';
import { locationOut } from './places';
import { estimateOut, providerCardOut } from './requests';

/** A provider's id in the address: the ids accounts get (letters and digits). */
export const favouriteParams = z.object({ providerId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });

/** One saved provider as the customer's 'Favoritos' shows them: the card other lists show, and how to book. */
export const favouriteOut = providerCardOut.extend({
  /** Whether they are on the marketplace now: only then can they be booked, and their page opened. */
  listed: z.boolean(),
  /** Their public page ('/proveedores/<nombre>-<id>'). */
  path: z.string(),
  /** The catalogue services they offer now, cheapest first: 'Reservar' opens the wizard with the first. */
  serviceIds: z.array(z.enum(SERVICE_IDS)),
  /** ISO instant the customer saved them. */
  savedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteOut>;

/** The customer's favourites, the newest saved first. */
export const favouritesOut = z.object({ favourites: z.array(favouriteOut) });
export type Favourites = z.infer<typeof favouritesOut>;

/** What 'Guardar' and 'Quitar' answer: the pair as it now is (the same on a repeated click). */
export const favouriteStateOut = z.object({ providerId: z.string(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateOut>;

/** A service's id in the address ('Volver a reservar'). */
export const bookAgainParams = z.object({ serviceId: z.string() });

/**
 * 'Volver a reservar': what the wizard is filled in with from a completed service of the customer's — its
 * catalogue service, its provider as the wizard offers them now (null once they no longer take it: the wizard
 * then asks for another), its place (null for a service from before places had coordinates) and its length.
 */
export const bookAgainOut = z.object({
  bookAgain: z.object({
    serviceId: z.enum(SERVICE_IDS),
    provider: z.object({ id: z.string(), displayName: z.string(), hourlyPrice: z.number().int() }).nullable(),
    location: locationOut.nullable(),
    /** The home the 'Cotizador' estimated it from, when it was; `hours` is the length it was booked for. */
    length: z.object({ estimate: estimateOut.nullable(), hours: z.number() }),
  }),
});
export type BookAgain = z.infer<typeof bookAgainOut>['bookAgain'];
