import { afterEach, describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { signUp } from '#server/testing/client';

type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * The moment PostgreSQL shuts down: a query on one connection fails with admin_shutdown while another (the
 * health ping) still gets its answer. Both drivers send every query through the client's `query`.
 */
function failQueriesExceptPing(t: TestApp, error: Error & { code?: string }): () => void {
  const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  client.query = function (this: unknown, text, ...rest) {
    const sqlText = typeof text === 'string' ? text : (text as { text?: string }).text;
    if (sqlText?.trim().toLowerCase() === 'select 1') return query.call(this, text, ...rest);
    return Promise.reject(error);
  };
  return () => {
    client.query = query;
  };
}

const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe(`auth routes while the database goes away (${testDriver})`, () => {
  const t = useTestApp();
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('answers 503 with the Spanish message even when a ping still succeeds', async () => {
    const { client } = await signUp(t.app);
    restore = failQueriesExceptPing(t, adminShutdown());
    const response = await client.get('/api/auth/get-session');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: apiMessages.unavailable } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 when the connection is refused, whichever route asked', async () => {
    const { client } = await signUp(t.app);
    restore = failQueriesExceptPing(
      t,
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    expect((await client.get('/api/auth/list-sessions')).statusCode).toBe(503);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(503);
  });

  it('still answers 500 for a failure that is not the database going away', async () => {
    const { client } = await signUp(t.app);
    restore = failQueriesExceptPing(t, Object.assign(new Error('division by zero'), { code: '22012' }));
    const response = await client.get('/api/auth/get-session');
    expect(response.statusCode).toBe(500);
    restore();
    restore = undefined;
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
  });
});
