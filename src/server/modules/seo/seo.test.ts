import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_PATHS } from '#shared/blog-posts';
import { PUBLIC_PATHS } from '#shared/site-map';
import { useTestApp } from '#server/testing/harness';
import { signUpProvider, ZOCALO } from '#server/testing/marketplace';

const ORIGIN = 'https://www.limpiahogar.test';

describe('sitemap.xml and robots.txt', () => {
  const t = useTestApp({ env: { APP_URL: ORIGIN } });

  it('lists every public page and blog article on the configured origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [...PUBLIC_PATHS, ...BLOG_ARTICLE_PATHS].map((path) => new URL(path, ORIGIN).toString());
    expect(locs).toEqual(expected);
    expect(response.body).not.toMatch(/\/(proveedor|cliente)[/<]/);
  });

  it('allows the public site, keeps crawlers out of the API and panels, and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /cliente');
    expect(response.body).toContain('Disallow: /operador');
    // The panel is closed; the providers' public pages beside it are not.
    expect(response.body).toContain('Disallow: /proveedor$\nDisallow: /proveedor/');
    expect(response.body).not.toMatch(/Disallow: \/proveedor\n/);
    expect(response.body).not.toMatch(/Disallow: \/login/);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

// On the test app's own origin: sign-up checks that the request comes from it.
describe('the providers in sitemap.xml', () => {
  const t = useTestApp();

  it('lists the public page of each provider on the marketplace, and within the hour the ones who join', async () => {
    t.clock.set(new Date());
    const listed = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', displayName: 'Brillo Fino' });
    const noPlan = await signUpProvider(t.app, { area: ZOCALO, displayName: 'Sin Plan' });
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const first = await sitemap();
    expect(first).toContain(`/proveedores/brillo-fino-${listed.userId}</loc><lastmod>`);
    expect(first).not.toContain(noPlan.userId);
    const later = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', displayName: 'Casa Clara' });
    expect(await sitemap()).not.toContain(later.userId);
    t.clock.advance(3_600_000);
    expect(await sitemap()).toContain(`/proveedores/casa-clara-${later.userId}`);
  });
});
