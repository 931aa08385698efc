import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/client';
import { testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';
import { VERIFICATION_GRACE_DAYS } from '#shared/domain/serving';
import { APPROVE_SELF_PATH, GRACE_SELF_PATH } from './verification-hooks';

describe(`the journeys' verification hook, with E2E_TEST_HOOKS (${testDriver})`, () => {
  const t = useTestApp({ env: { E2E_TEST_HOOKS: 'true' } });
  const plain = useTestApp(() => ({ database: t.database }));

  const status = async (app: TestApp, who: { client: TestClient } | null, path = APPROVE_SELF_PATH) =>
    (await (who?.client ?? new TestClient(app.app)).post(path)).statusCode;
  const serving = async (who: { client: TestClient }) =>
    (await who.client.get('/api/provider/overview')).json().serving;

  it('approves the signed-in provider’s own verification, and nobody else’s', async () => {
    const provider = await signUpProvider(t.app, { verified: false });
    const other = await signUpProvider(t.app, { verified: false });
    expect(await status(t, null)).toBe(401);
    expect(await status(t, await signUpCustomer(t.app))).toBe(403);
    expect(await status(t, provider)).toBe(200);
    expect((await provider.client.get('/api/provider/verification')).json().status).toBe('approved');
    expect((await other.client.get('/api/provider/verification')).json().status).toBe('none');
  });

  it('gives the signed-in provider, and nobody else, the grace period of those on file before the rule', async () => {
    const provider = await signUpProvider(t.app, { verified: false });
    const other = await signUpProvider(t.app, { verified: false });
    expect(await status(t, null, GRACE_SELF_PATH)).toBe(401);
    expect(await status(t, await signUpCustomer(t.app), GRACE_SELF_PATH)).toBe(403);
    expect(await status(t, provider, GRACE_SELF_PATH)).toBe(200);
    const until = new Date(t.clock.now().getTime() + VERIFICATION_GRACE_DAYS * 86_400_000);
    expect(await serving(provider)).toMatchObject({ state: 'grace', graceUntil: until.toISOString() });
    expect(await serving(other)).toMatchObject({ state: 'required', graceUntil: null });
  });

  it('does not exist without E2E_TEST_HOOKS', async () => {
    const provider = await signUpProvider(plain.app, { verified: false });
    expect(await status(plain, provider)).toBe(404);
    expect(await status(plain, provider, GRACE_SELF_PATH)).toBe(404);
    expect((await provider.client.get('/api/provider/verification')).json().status).toBe('none');
    expect(await serving(provider)).toMatchObject({ state: 'required', graceUntil: null });
  });
});
