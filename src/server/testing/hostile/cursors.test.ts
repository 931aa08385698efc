import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { signUpOperator } from '#server/testing/operator';
import { hostileCursor } from './arbitraries';
import { expectSafeAnswer } from './envelope';
import { KEYSET_LISTS, type KeysetList } from './json-endpoints';
import { runs } from './runs';
import { call, worldSuite } from './world';

const RUNS = runs(120, 60);

// A cursor is the one input of a list the person did not type: the server wrote it, so anything else must be
// refused by the route's schema (400) and never reach the database, which would refuse it with a 500.
describe(`hostile page cursors on every keyset list (${testDriver})`, () => {
  const suite = worldSuite();
  let operatorCookie = '';

  beforeAll(async () => {
    operatorCookie = (await signUpOperator(suite.t)).client.cookieHeader;
  });

  const cookieOf = (list: KeysetList) =>
    list.actor === 'operator' ? operatorCookie : suite.world.actors[list.actor].cookie;

  async function read(list: KeysetList, cursor: string) {
    const [path, search = ''] = list.url.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    const separator = search ? '&' : '?';
    const answer = await call(
      suite.t.app,
      { cookie: cookieOf(list) },
      { method: 'GET', url: `${list.url}${separator}${list.param}=${encodeURIComponent(cursor)}` },
    );
    const accepted = list.schema.safeParse({ ...query, [list.param]: cursor }).success;
    expectSafeAnswer(answer, { accepted });
    if (accepted) expect(answer.statusCode, `${path} ${cursor}`).toBe(200);
  }

  for (const list of KEYSET_LISTS) {
    it(`${list.url} answers a malformed ${list.param} with 400 and the Spanish envelope, never a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileCursor, async (cursor) => {
          fc.pre(safeToEncode(cursor));
          await read(list, cursor);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// A lone surrogate cannot travel in a URL at all.
function safeToEncode(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
