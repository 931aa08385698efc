import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeyMessages } from '#shared/api-key-messages';
import { MAX_ACTIVE_API_KEYS } from '#shared/api-keys';
import type { ApiKeys, CreatedApiKey } from '#shared/schemas/api-keys';
import { apiKeys } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';

type Provider = Awaited<ReturnType<typeof signUpProvider>>;

describe(`Claves de API in Configuración (${testDriver})`, () => {
  const t = useTestApp();
  const enterprise = useBeforeAll('the enterprise', () => signUpProvider(t.app, { plan: 'enterprise' }));

  const create = (who: Provider, body: unknown = { name: 'Agenda', scopes: ['services:read'] }) =>
    who.client.post('/api/provider/api-keys', body);

  it('shows a new key once, keeps only its SHA-256 and lists it by its first characters', async () => {
    const answer = await create(enterprise, {
      name: '  Sistema de agenda ',
      scopes: ['reviews:read', 'services:read'],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { key, secret } = answer.json() as CreatedApiKey;
    expect(secret).toMatch(/^lh_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Sistema de agenda', prefix: secret.slice(0, 12), lastUsedAt: null });
    // Stored in the catalogue's order, whatever order they were ticked in.
    expect(key.scopes).toEqual(['services:read', 'reviews:read']);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    const list = await enterprise.client.get('/api/provider/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(12));
    const listed = list.json() as ApiKeys;
    expect(listed.enabled).toBe(true);
    expect(listed.keys.find((item) => item.id === key.id)).toEqual(key);
  });

  it('refuses a key to Básico and Premium providers with PLAN_REQUIRED, and tells the page the API is off', async () => {
    for (const plan of ['basic', 'premium'] as const) {
      const provider = await signUpProvider(t.app, { plan });
      const answer = await create(provider);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toEqual({ code: 'PLAN_REQUIRED', message: apiKeyMessages.planRequired });
      expect((await provider.client.get('/api/provider/api-keys')).json()).toEqual({
        enabled: false,
        keys: [],
      });
    }
  });

  it('refuses a key without a name or a scope, or with a scope that does not exist, in Spanish', async () => {
    for (const [body, field, message] of [
      [{ name: ' ', scopes: ['services:read'] }, 'name', apiKeyMessages.nameRequired],
      [{ name: 'x'.repeat(61), scopes: ['services:read'] }, 'name', apiKeyMessages.nameTooLong],
      [{ name: 'Agenda', scopes: [] }, 'scopes', apiKeyMessages.scopesRequired],
      [{ name: 'Agenda', scopes: ['admin'] }, 'scopes.0', apiKeyMessages.scopeUnknown],
    ] as const) {
      const answer = await create(enterprise, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields[field]).toBe(message);
    }
  });

  it(`keeps ${MAX_ACTIVE_API_KEYS} keys at most in use, and makes room when one is revoked`, async () => {
    const provider = await signUpProvider(t.app, { plan: 'enterprise' });
    const ids: string[] = [];
    for (let made = 0; made < MAX_ACTIVE_API_KEYS; made += 1)
      ids.push(((await create(provider)).json() as CreatedApiKey).key.id);
    const over = await create(provider);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('TOO_MANY_KEYS');
    const revoked = await provider.client.post(`/api/provider/api-keys/${ids[0]}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().key.revokedAt).not.toBeNull();
    // Twice is once: the same answer, the same instant.
    const again = await provider.client.post(`/api/provider/api-keys/${ids[0]}/revoke`);
    expect(again.json()).toEqual(revoked.json());
    expect((await create(provider)).statusCode).toBe(201);
  });

  it('lets nobody but the owner revoke a key: another provider gets 404, a customer 403', async () => {
    const { key } = (await create(enterprise)).json() as CreatedApiKey;
    const other = await signUpProvider(t.app, { plan: 'enterprise' });
    expect((await other.client.post(`/api/provider/api-keys/${key.id}/revoke`)).statusCode).toBe(404);
    const customer = await signUpCustomer(t.app);
    expect((await customer.client.post(`/api/provider/api-keys/${key.id}/revoke`)).statusCode).toBe(403);
    expect((await other.client.post('/api/provider/api-keys/no-es-un-id/revoke')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).toBeNull();
  });
});
