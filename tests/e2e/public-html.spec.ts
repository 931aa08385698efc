import { expect, test } from '@playwright/test';
import { BLOG_POSTS, blogPath } from '#shared/blog-posts';
import { SERVICES } from '#shared/catalog';
import { PUBLIC_PATHS } from '#shared/site-map';

// The heading each public page must carry in its prerendered HTML, readable without JavaScript.
const HEADINGS: Record<(typeof PUBLIC_PATHS)[number], string> = {
  '/': 'Tu solución integral para servicios de limpieza',
  '/servicios': 'Nuestros Servicios',
  '/como-funciona': 'Cómo Funciona',
  '/para-proveedores': 'Para Proveedores',
  '/reservar': 'Reservar un servicio',
  '/preguntas-frecuentes': 'Preguntas Frecuentes',
  '/privacidad': 'Aviso de Privacidad',
  '/terminos': 'Términos y Condiciones',
  '/contacto': 'Contacto',
  '/sobre-nosotros': 'Sobre Nosotros',
  '/blog': 'Blog',
};

const pages = [
  ...PUBLIC_PATHS.map((path) => ({ path, heading: HEADINGS[path] })),
  ...BLOG_POSTS.map((post) => ({ path: blogPath(post.slug), heading: post.title })),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

for (const { path, heading } of pages) {
  test(`${path} is served as HTML with its heading, title, description, canonical and Open Graph tags`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(heading)}</h1>`));
    expect(html).toMatch(/<html lang="es-MX"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`),
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
      expect(html).toContain(`<meta property="${property}"`);
    }
  });
}

test('structured data describes the organisation, the services in MXN and the FAQ', async ({ request }) => {
  const [organization] = jsonLd(await (await request.get('/')).text());
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'LimpiaHogar' });

  const [services] = jsonLd(await (await request.get('/servicios')).text());
  const items = services!.itemListElement as Array<{
    item: { name: string; offers: { price: string; priceCurrency: string } };
  }>;
  expect(items.map((entry) => entry.item.name)).toEqual(SERVICES.map((service) => service.name));
  expect(items[0]!.item).toMatchObject({
    name: 'Limpieza del Hogar',
    offers: { price: '800.00', priceCurrency: 'MXN' },
  });

  const faqHtml = await (await request.get('/preguntas-frecuentes')).text();
  const [faq] = jsonLd(faqHtml);
  expect(faq).toMatchObject({ '@type': 'FAQPage' });
  expect(faq!.mainEntity).toHaveLength(5);
  // The answers are in the HTML itself, not only behind a click.
  expect(faqHtml).toContain('Puedes cancelar sin costo con al menos 24 horas de anticipación.');
});

test('sitemap.xml lists the public pages and articles; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const body = await sitemap.text();
  for (const { path } of pages) expect(body).toContain(`${path === '/' ? '/' : path}</loc>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /api/');
});
