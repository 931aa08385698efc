import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { listRoutes } from './route-list';

// The authorization matrix covers every route of an app without E2E_TEST_HOOKS. The routes that setting adds
// (docs/security.md lists them) are tested for who may call them in testing/journeys/*-hooks.test.ts; here, that
// none is served without it and none answers a guest.
describe(`the journeys' test hooks (${testDriver})`, () => {
  const plain = useTestApp();
  const hooked = useTestApp(() => ({ env: { E2E_TEST_HOOKS: 'true' }, database: plain.database }));

  it('serves them under /api/test/ only with E2E_TEST_HOOKS, each refusing a guest with 401', async () => {
    const without = new Set(listRoutes(plain.app));
    expect([...without].filter((route) => route.includes('/api/test/'))).toEqual([]);
    const added = listRoutes(hooked.app).filter((route) => !without.has(route));
    expect(added).toEqual(
      expect.arrayContaining([
        'POST /api/test/profile/forget-name',
        'POST /api/test/provider/verification/approve',
        'POST /api/test/provider/verification/grace',
        'POST /api/test/services/:serviceId/age',
        'POST /api/test/conversations/:id/age',
      ]),
    );
    for (const route of added) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      expect(path.startsWith('/api/test/'), route).toBe(true);
      const url = path.replace(/:\w+/g, crypto.randomUUID());
      const answer = await new TestClient(hooked.app).request(method, url, {});
      expect(answer.statusCode, route).toBe(401);
      expect(answer.json().error.code, route).toBe('UNAUTHORIZED');
    }
  });
});
