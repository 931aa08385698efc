import type { FastifyBaseLogger } from 'fastify';
import type { PlaceResult, PlacesBackend } from '#shared/schemas/places';
import type { Env } from '#server/env';
import { GAZETTEER_ATTRIBUTION, searchGazetteer } from './gazetteer';
import { createPhotonSearch, PHOTON_ATTRIBUTION } from './photon';

export interface Places {
  /** What the browser should use for the address search. */
  backend: PlacesBackend;
  attribution: string;
  search(query: string, limit: number, log: FastifyBaseLogger): Promise<PlaceResult[]>;
}

// Google runs in the browser with its own key; the server then answers from the embedded gazetteer, as it
// does when Photon is down, so an address can always be chosen.
export function createPlaces(env: Pick<Env, 'GEOCODER_URL' | 'GOOGLE_MAPS_API_KEY'>): Places {
  const gazetteer = async (query: string, limit: number) => searchGazetteer(query, limit);
  if (env.GEOCODER_URL && !env.GOOGLE_MAPS_API_KEY) {
    const photon = createPhotonSearch(env.GEOCODER_URL);
    return {
      backend: 'photon',
      attribution: `${PHOTON_ATTRIBUTION} · ${GAZETTEER_ATTRIBUTION}`,
      async search(query, limit, log) {
        try {
          return await photon(query, limit);
        } catch (err) {
          log.warn({ err }, 'Photon unavailable; answering from the gazetteer');
          return gazetteer(query, limit);
        }
      },
    };
  }
  return {
    backend: env.GOOGLE_MAPS_API_KEY ? 'google' : 'gazetteer',
    attribution: GAZETTEER_ATTRIBUTION,
    search: gazetteer,
  };
}
