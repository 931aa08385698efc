import { BLOG_POSTS, blogPath } from '#shared/blog-posts';
import { PUBLIC_PATHS } from '#shared/site-map';
import { absoluteUrl } from '#shared/site-url';

// Private areas and the API are not for search engines; /login stays crawlable (it is a public page), and so
// do the providers' public pages under /proveedores/, which a plain '/proveedor' prefix would shut out.
const DISALLOWED = ['/api/', '/proveedor$', '/proveedor/', '/cliente', '/operador', '/reset-password'];

export interface SitemapEntry {
  path: string;
  /** 'YYYY-MM-DD'. */
  lastmod?: string;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The public pages, the blog and, when given, the pages the database knows of (the providers'). */
export function sitemapXml(origin: string, pages: readonly SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...BLOG_POSTS.map((post) => ({ path: blogPath(post.slug), lastmod: post.publishedAt })),
    ...pages,
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(path, origin))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
