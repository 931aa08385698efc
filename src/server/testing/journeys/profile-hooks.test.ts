import { describe, expect, it } from 'vitest';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer } from '#server/testing/marketplace';
import { FORGET_NAME_PATH } from './profile-hooks';

describe(`the journeys' hook that makes an account as before sign-up asked for the name (${testDriver})`, () => {
  const t = useTestApp({ env: { E2E_TEST_HOOKS: 'true' } });
  const plain = useTestApp(() => ({ database: t.database }));

  it('forgets the signed-in person’s name, on the account and the profile, and nobody else’s', async () => {
    const customer = await signUpCustomer(t.app, 'Carmen Ruiz');
    const other = await signUpCustomer(t.app, 'Rosa Díaz');
    expect((await new TestClient(t.app).post(FORGET_NAME_PATH)).statusCode).toBe(401);
    expect((await customer.client.post(FORGET_NAME_PATH)).statusCode).toBe(200);
    expect((await customer.client.get('/api/auth/get-session')).json().user.name).toBe('');
    expect((await customer.client.get('/api/profile')).json().fullName).toBeNull();
    expect((await other.client.get('/api/profile')).json().fullName).toBe('Rosa Díaz');
  });

  it('does not exist without E2E_TEST_HOOKS', async () => {
    const customer = await signUpCustomer(plain.app, 'Carmen Ruiz');
    expect((await customer.client.post(FORGET_NAME_PATH)).statusCode).toBe(404);
    expect((await customer.client.get('/api/profile')).json().fullName).toBe('Carmen Ruiz');
  });
});
