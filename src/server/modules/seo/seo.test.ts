import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_PATHS } from '../../../shared/blog-posts';
import { PUBLIC_PATHS } from '../../../shared/site-map';
import { createTestApp, type TestApp } from '../../test/harness';

const ORIGIN = 'https://www.limpiahogar.test';

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: ORIGIN });
  });
  afterAll(async () => t.close());

  it('lists every public page and blog article on the configured origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [...PUBLIC_PATHS, ...BLOG_ARTICLE_PATHS].map((path) => new URL(path, ORIGIN).toString());
    expect(locs).toEqual(expected);
    expect(response.body).not.toContain('/proveedor');
  });

  it('allows the public site, keeps crawlers out of the API and panels, and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /cliente');
    expect(response.body).not.toMatch(/Disallow: \/login/);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
