import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { BANK_ENV } from './testing/bank';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'env-'));

describe('configuration', () => {
  it('starts with no configuration: port 3000, PGlite in ./data, a local secret', () => {
    const dataDir = path.join(tempDir(), 'data');
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    // Ten failed sign-ins per account and a hundred per IP in ten minutes, five e-mails to one address, ten
    // requests and thirty uploads of each kind per account an hour; the 429s themselves are tested in
    // plugins/rate-limit.test.ts.
    expect([env.AUTH_RATE_LIMIT_MAX, env.AUTH_IP_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS]).toEqual(
      [10, 100, 600],
    );
    expect([
      env.MAIL_RATE_LIMIT_PER_HOUR,
      env.WRITE_RATE_LIMIT_PER_HOUR,
      env.CONTACT_RATE_LIMIT_PER_HOUR,
      env.UPLOAD_RATE_LIMIT_PER_HOUR,
    ]).toEqual([5, 10, 5, 30]);
  });

  it('keeps the generated secret in DATA_DIR, readable by the owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET;
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
  });

  it('refuses to start in production without AUTH_SECRET, naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrowError(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrowError(/AUTH_SECRET/);
  });

  it('refuses the journeys’ test hooks in production', () => {
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      DATA_DIR: tempDir(),
      ...BANK_ENV,
    };
    expect(() => loadEnv({ ...production, E2E_TEST_HOOKS: 'true' })).toThrowError(/E2E_TEST_HOOKS/);
    expect(loadEnv(production).E2E_TEST_HOOKS).toBe(false);
    expect(loadEnv({ E2E_TEST_HOOKS: '1', DATA_DIR: tempDir() }).E2E_TEST_HOOKS).toBe(true);
  });

  it('hashes passwords at better-auth’s cost unless told otherwise, and never below it in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: tempDir(),
      ...BANK_ENV,
    };
    expect(loadEnv(production).PASSWORD_HASH_COST).toBe(16_384);
    expect(loadEnv({ ...production, PASSWORD_HASH_COST: '65536' }).PASSWORD_HASH_COST).toBe(65_536);
    expect(() => loadEnv({ ...production, PASSWORD_HASH_COST: '1024' })).toThrowError(/PASSWORD_HASH_COST/);
    expect(loadEnv({ PASSWORD_HASH_COST: '1024', DATA_DIR: tempDir() }).PASSWORD_HASH_COST).toBe(1_024);
    for (const cost of ['1000', '512', '2097152', 'rápido'])
      expect(() => loadEnv({ PASSWORD_HASH_COST: cost, DATA_DIR: tempDir() })).toThrowError(/potencia de 2/);
  });

  it('takes Stripe keys beside PLAN_PAYMENTS=immediate and a local Stripe API, but no such API in production', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const local = loadEnv({
      ...stripe,
      PLAN_PAYMENTS: 'immediate',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      DATA_DIR: tempDir(),
    });
    expect(local).toMatchObject({ PLAN_PAYMENTS: 'immediate', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(() =>
      loadEnv({ ...stripe, STRIPE_API_URL: 'ftp://127.0.0.1:12111', DATA_DIR: tempDir() }),
    ).toThrowError(/STRIPE_API_URL/);
    const production = {
      ...stripe,
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: tempDir(),
    };
    expect(loadEnv(production).PLAN_PAYMENTS).toBe('online');
    expect(() => loadEnv({ ...production, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrowError(
      /STRIPE_API_URL es solo para pruebas locales/,
    );
  });

  it('takes the S3 bucket’s four variables together, with the path-style default, or none', () => {
    const bucket = {
      S3_BUCKET: 'limpiahogar',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    };
    expect(loadEnv({ ...bucket, DATA_DIR: tempDir() })).toMatchObject({
      ...bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => loadEnv({ ...bucket, S3_SECRET_ACCESS_KEY: '', DATA_DIR: tempDir() })).toThrowError(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'limpiahogar', DATA_DIR: tempDir() })).toThrowError(
      /S3_ENDPOINT falta: el almacenamiento S3 necesita las cuatro variables S3_\*/,
    );
    expect(() => loadEnv({ ...bucket, S3_ENDPOINT: 'no es una URL', DATA_DIR: tempDir() })).toThrowError(
      /S3_ENDPOINT/,
    );
  });

  it('takes Mercado Pago’s token and webhook secret together, plans online with them, and no local API in production', () => {
    const mercadoPago = {
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890-000000-abcdef',
      MERCADOPAGO_WEBHOOK_SECRET: 'clave-secreta',
    };
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: tempDir() };
    expect(loadEnv({ ...production, ...mercadoPago }).PLAN_PAYMENTS).toBe('online');
    expect(() =>
      loadEnv({ ...production, MERCADOPAGO_ACCESS_TOKEN: mercadoPago.MERCADOPAGO_ACCESS_TOKEN }),
    ).toThrowError(/MERCADOPAGO_WEBHOOK_SECRET falta: Mercado Pago necesita/);
    expect(() => loadEnv({ MERCADOPAGO_WEBHOOK_SECRET: 'clave-secreta', DATA_DIR: tempDir() })).toThrowError(
      /MERCADOPAGO_ACCESS_TOKEN falta/,
    );
    expect(() =>
      loadEnv({ ...mercadoPago, MERCADOPAGO_ACCESS_TOKEN: 'sk_live_x', DATA_DIR: tempDir() }),
    ).toThrowError(/MERCADOPAGO_ACCESS_TOKEN empieza con APP_USR- o TEST-/);
    expect(() => loadEnv({ PLAN_PAYMENTS: 'online', DATA_DIR: tempDir() })).toThrowError(
      /PLAN_PAYMENTS=online necesita una pasarela configurada \(STRIPE_\* o MERCADOPAGO_\*\)/,
    );
    const local = { ...mercadoPago, MERCADOPAGO_API_URL: 'http://127.0.0.1:12112', DATA_DIR: tempDir() };
    expect(loadEnv(local).MERCADOPAGO_API_URL).toBe('http://127.0.0.1:12112');
    expect(() => loadEnv({ ...production, ...local })).toThrowError(
      /MERCADOPAGO_API_URL es solo para pruebas locales/,
    );
  });

  it('takes a metrics token of 32 characters or more, and none when it is empty', () => {
    const token = 'a'.repeat(32);
    expect(loadEnv({ METRICS_TOKEN: ` ${token} `, DATA_DIR: tempDir() }).METRICS_TOKEN).toBe(token);
    expect(loadEnv({ METRICS_TOKEN: '', DATA_DIR: tempDir() }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadEnv({ METRICS_TOKEN: 'a'.repeat(31), DATA_DIR: tempDir() })).toThrowError(
      /METRICS_TOKEN: METRICS_TOKEN debe tener al menos 32 caracteres/,
    );
  });

  it('takes PgBouncer in transaction mode with a direct URL only, and a replica only beside PostgreSQL', () => {
    const primary = 'postgres://app@db:5432/limpiahogar';
    const base = { DATABASE_URL: 'postgres://app@bouncer:6432/limpiahogar', DATA_DIR: tempDir() };
    const env = loadEnv({ ...base, DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: primary });
    expect([env.DATABASE_POOLER, env.DATABASE_READ_URL, env.DATABASE_READ_AFTER_WRITE_SECONDS]).toEqual([
      'transaction',
      undefined,
      10,
    ]);
    expect(() => loadEnv({ ...base, DATABASE_POOLER: 'transaction' })).toThrowError(
      /DATABASE_DIRECT_URL: DATABASE_DIRECT_URL es obligatorio con DATABASE_POOLER=transaction/,
    );
    expect(() => loadEnv({ ...base, DATABASE_POOLER: 'session' })).toThrowError(/DATABASE_POOLER/);
    expect(
      loadEnv({ ...base, DATABASE_READ_URL: 'postgres://app@replica:5432/limpiahogar' }).DATABASE_READ_URL,
    ).toBe('postgres://app@replica:5432/limpiahogar');
    expect(() =>
      loadEnv({ DATABASE_READ_URL: 'postgres://app@replica:5432/limpiahogar', DATA_DIR: tempDir() }),
    ).toThrowError(/DATABASE_READ_URL: DATABASE_READ_URL necesita DATABASE_URL/);
  });

  it('names each invalid variable in one readable message', () => {
    expect(() => loadEnv({ PORT: 'ochenta', DATABASE_URL: 'no es url', DATA_DIR: tempDir() })).toThrowError(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('reduces APP_URL to its origin', () => {
    expect(loadEnv({ APP_URL: 'https://limpiahogar.mx/', DATA_DIR: tempDir() }).APP_URL).toBe(
      'https://limpiahogar.mx',
    );
  });
});
