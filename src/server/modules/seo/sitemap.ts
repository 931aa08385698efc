import { BLOG_POSTS, blogPath } from '../../../shared/blog-posts';
import { PUBLIC_PATHS } from '../../../shared/site-map';
import { absoluteUrl } from '../../../shared/site-url';

// Private areas and the API are not for search engines; /login stays crawlable (it is a public page).
const DISALLOWED = ['/api/', '/proveedor', '/cliente', '/reset-password'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(origin: string): string {
  const entries = [
    ...PUBLIC_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...BLOG_POSTS.map((post) => ({ path: blogPath(post.slug), lastmod: post.publishedAt })),
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
