import fc from 'fast-check';
import { describe, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { anyJson, hostileValue, leafPaths, sameKeysAnyTypes, withValueAt } from './arbitraries';
import { expectSafeAnswer } from './envelope';
import { JSON_ENDPOINTS, type JsonEndpoint } from './json-endpoints';
import { runs } from './runs';
import { call, worldSuite } from './world';

// The full counts keep the file well under a minute on PGlite; a failure prints the seed to replay it.
const RUNS = { whole: runs(30), keys: runs(30), field: runs(50) };

describe(`hostile JSON bodies on every API write (${testDriver})`, () => {
  const suite = worldSuite();

  async function send(endpoint: JsonEndpoint, body: unknown) {
    const payload = JSON.stringify(body) ?? 'null';
    const answer = await call(suite.t.app, suite.world.actors[endpoint.actor], {
      method: endpoint.method,
      url: endpoint.url?.(suite.world) ?? endpoint.route,
      payload,
    });
    expectSafeAnswer(answer, {
      accepted: endpoint.schema.safeParse(JSON.parse(payload)).success,
      bytes: Buffer.byteLength(payload),
    });
  }

  for (const endpoint of JSON_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.route}`;

    it(`${name} answers any JSON value with 400 and the Spanish envelope, never a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(anyJson, (body) => send(endpoint, body)),
        { numRuns: RUNS.whole },
      );
    });

    it(`${name} answers its own keys holding wrong types with 400, never a 500`, async () => {
      const keys = Object.keys(endpoint.valid(suite.world));
      await fc.assert(
        fc.asyncProperty(sameKeysAnyTypes(keys), (body) => send(endpoint, body)),
        { numRuns: RUNS.keys },
      );
    });

    it(`${name} succeeds only when the schema accepts a valid body with one field made hostile`, async () => {
      const paths = leafPaths(endpoint.valid(suite.world));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), hostileValue, (path, value) =>
          send(endpoint, withValueAt(endpoint.valid(suite.world), path, value)),
        ),
        { numRuns: RUNS.field },
      );
    });
  }
});
