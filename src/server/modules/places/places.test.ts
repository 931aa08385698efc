import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/client';
import { createTestApp, testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';

const GEONAMES = 'Datos de localidades: GeoNames (geonames.org), CC BY 4.0';

const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      geometry: { type: 'Point', coordinates: [-99.1626, 19.3496] },
      properties: {
        osm_type: 'N',
        osm_id: 42,
        countrycode: 'MX',
        type: 'house',
        street: 'Avenida Francisco Sosa',
        housenumber: '202',
        district: 'Santa Catarina',
        city: 'Ciudad de México',
        state: 'Ciudad de México',
      },
    },
    {
      geometry: { type: 'Point', coordinates: [-99.16, 19.35] },
      properties: {
        osm_type: 'W',
        osm_id: 7,
        countrycode: 'MX',
        type: 'street',
        name: 'Calle Higuera',
        city: 'Ciudad de México',
      },
    },
    {
      geometry: { type: 'Point', coordinates: [-106.48, 31.76] },
      properties: {
        osm_type: 'R',
        osm_id: 9,
        countrycode: 'US',
        type: 'city',
        name: 'El Paso',
        state: 'Texas',
      },
    },
  ],
};

describe(`place search (${testDriver})`, () => {
  const t = useTestApp();

  it('tells the browser which backend to use, with the data credit, without signing in', async () => {
    const response = await new TestClient(t.app).get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      googleMapsApiKey: null,
      placesBackend: 'gazetteer',
      placesAttribution: GEONAMES,
      // No gateway takes cards for services here: 'Tarjeta' would be a promise nobody keeps.
      paymentMethods: ['cash', 'transfer'],
    });
  });

  it('answers guests and signed-in users of both roles from the gazetteer', async () => {
    const clients = [
      new TestClient(t.app),
      (await signUpCustomer(t.app)).client,
      (await signUpProvider(t.app)).client,
    ];
    for (const client of clients) {
      const response = await client.get('/api/places?q=coyo');
      expect(response.statusCode).toBe(200);
      expect(response.json().results[0]).toEqual({
        id: expect.any(String),
        label: 'Coyoacán, Ciudad de México',
        lat: 19.3467,
        lng: -99.16174,
        precision: 'locality',
      });
    }
  });

  it('returns up to 8 by default, up to the limit asked (1-10)', async () => {
    const { client } = await signUpCustomer(t.app);
    expect((await client.get('/api/places?q=san')).json().results).toHaveLength(8);
    expect((await client.get('/api/places?q=san&limit=3')).json().results).toHaveLength(3);
    expect((await client.get('/api/places?q=san&limit=11')).statusCode).toBe(400);
    expect((await client.get('/api/places?q=')).json()).toEqual({ results: [] });
    expect((await client.get(`/api/places?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('place search through Photon (GEOCODER_URL)', () => {
  let photon: Server;
  const seen: URL[] = [];
  let failing = false;

  beforeAll(async () => {
    photon = createServer((request, response) => {
      seen.push(new URL(request.url!, 'http://photon'));
      if (failing) return response.writeHead(500).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(photonAnswer));
    });
    await new Promise<void>((resolve) => photon.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => photon.close(resolve));
  });
  const t = useTestApp(() => ({
    env: { GEOCODER_URL: `http://127.0.0.1:${(photon.address() as AddressInfo).port}/api` },
  }));

  it('asks Photon in Spanish inside Mexico and keeps Mexican results with their precision', async () => {
    expect((await new TestClient(t.app).get('/api/config')).json()).toMatchObject({
      placesBackend: 'photon',
    });
    const { client } = await signUpCustomer(t.app);
    const response = await client.get('/api/places?q=francisco%20sosa%20202&limit=5');
    expect(response.json().results).toEqual([
      {
        id: 'osm-N42',
        label: 'Avenida Francisco Sosa 202, Santa Catarina, Ciudad de México',
        lat: 19.3496,
        lng: -99.1626,
        precision: 'address',
      },
      {
        id: 'osm-W7',
        label: 'Calle Higuera, Ciudad de México',
        lat: 19.35,
        lng: -99.16,
        precision: 'street',
      },
    ]);
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'francisco sosa 202',
      limit: '5',
      lang: 'es',
      bbox: '-118.7,14.3,-86.5,32.8',
    });
  });

  it('falls back to the gazetteer when Photon fails', async () => {
    failing = true;
    try {
      const { client } = await signUpCustomer(t.app);
      const response = await client.get('/api/places?q=coyo');
      expect(response.statusCode).toBe(200);
      expect(response.json().results[0].label).toBe('Coyoacán, Ciudad de México');
    } finally {
      failing = false;
    }
  });
});

describe('place search with a Google Maps key', () => {
  it('hands the key to the browser and still answers from the gazetteer', async () => {
    const t = await createTestApp({ GOOGLE_MAPS_API_KEY: 'clave-de-navegador' });
    try {
      expect((await new TestClient(t.app).get('/api/config')).json()).toEqual({
        googleMapsApiKey: 'clave-de-navegador',
        placesBackend: 'google',
        placesAttribution: GEONAMES,
        paymentMethods: ['cash', 'transfer'],
      });
      const { client } = await signUpCustomer(t.app);
      expect((await client.get('/api/places?q=cdmx')).json().results[0].label).toBe('Ciudad de México');
    } finally {
      await t.close();
    }
  });
});
