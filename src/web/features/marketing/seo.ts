import type { MetaDescriptor } from 'react-router';
import { BRAND } from '#shared/brand';
import { absoluteUrl, siteOrigin } from '#shared/site-url';

export interface PageSeo {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
}

export interface SiteData {
  origin: string;
}

export const OG_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND.name}: ${BRAND.tagline}`,
};

// Runs at build time (prerendering), so APP_URL is baked into the page and its .data file alike.
export function siteData(): SiteData {
  return { origin: siteOrigin() };
}

export function seoMeta(page: PageSeo, data: SiteData | undefined): MetaDescriptor[] {
  const origin = data?.origin ?? siteOrigin();
  const url = absoluteUrl(page.path, origin);
  const title = page.path === '/' ? page.title : `${page.title} | ${BRAND.name}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:locale', content: 'es_MX' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE.path, origin) },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: OG_IMAGE.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
