import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';
import { MemoryMailer, openTestDatabase, testDriver } from './testing/harness';
import type { DatabaseHandle } from './db/client';

function fakeWebBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const page = (file: string, title: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `<!doctype html><h1>${title}</h1><script>window.x=1</script>`);
  };
  page('index.html', 'Inicio');
  page('login/index.html', 'Iniciar Sesión');
  page('404/index.html', 'Página no encontrada');
  page('__spa-fallback.html', 'Cargando');
  mkdirSync(path.join(root, 'assets'));
  const asset = Buffer.from('console.log(1);'.repeat(100));
  writeFileSync(path.join(root, 'assets/app-abc123.js'), asset);
  writeFileSync(path.join(root, 'assets/app-abc123.js.gz'), gzipSync(asset));
  writeFileSync(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(asset));
  return root;
}

describe(`HTTP shell (${testDriver})`, () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const env = loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-')), LOG_LEVEL: 'silent' });
    app = await buildApp({
      env,
      database,
      mailer: new MemoryMailer(),
      webRoot: fakeWebBuild(),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reports health when the database answers', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDriver });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/profile']),
    );
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const response = await app.inject('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('serves prerendered pages with a hash-based CSP and no inline-script allowance', async () => {
    const response = await app.inject('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Iniciar Sesión');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown page with the Spanish not-found page and HTTP 404', async () => {
    const response = await app.inject('/esta/pagina/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Página no encontrada');
  });

  it('serves the app shell for any panel path', async () => {
    for (const url of ['/cliente', '/proveedor/configuracion', '/cliente/seguridad']) {
      expect((await app.inject(url)).statusCode).toBe(200);
    }
  });

  it('caches hashed assets for a year and serves the precompressed variant the browser accepts', async () => {
    const asset = (encoding: string) =>
      app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    expect((await asset('identity')).body).toBe('console.log(1);'.repeat(100));
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await app.inject('/login');
    const again = await app.inject({
      url: '/login',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    expect((await app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});
