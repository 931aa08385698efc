import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { createTestApp, testDriver, type TestApp } from '../../test/harness';
import { signUpCustomer, signUpProvider } from '../../test/marketplace';
import { APPROVE_SELF_PATH } from './test-hooks';

describe(`the journeys' verification hook, with E2E_TEST_HOOKS (${testDriver})`, () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ E2E_TEST_HOOKS: 'true' });
    plain = await createTestApp({}, undefined, t.database);
  });
  afterAll(async () => {
    await plain?.close();
    await t?.close();
  });

  const status = async (app: TestApp, who: { client: TestClient } | null) =>
    (await (who?.client ?? new TestClient(app.app)).post(APPROVE_SELF_PATH)).statusCode;

  it('approves the signed-in provider’s own verification, and nobody else’s', async () => {
    const provider = await signUpProvider(t.app, { verified: false });
    const other = await signUpProvider(t.app, { verified: false });
    expect(await status(t, null)).toBe(401);
    expect(await status(t, await signUpCustomer(t.app))).toBe(403);
    expect(await status(t, provider)).toBe(200);
    expect((await provider.client.get('/api/provider/verification')).json().status).toBe('approved');
    expect((await other.client.get('/api/provider/verification')).json().status).toBe('none');
  });

  it('does not exist without E2E_TEST_HOOKS', async () => {
    const provider = await signUpProvider(plain.app, { verified: false });
    expect(await status(plain, provider)).toBe(404);
    expect((await provider.client.get('/api/provider/verification')).json().status).toBe('none');
  });
});
