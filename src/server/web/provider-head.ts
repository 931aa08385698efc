import { BRAND } from '#shared/brand';
import { findService } from '#shared/catalog';
import type { PublicProvider } from '#shared/schemas/provider-page';
import { providerPageTexts } from '#shared/provider-page-texts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// Inside <script type="application/ld+json"> only '</script>' (and '<!--') could end the block early: every
// '<' is written as its JSON escape, which JSON readers read back as '<'.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * schema.org LocalBusiness for search engines: name, address (locality), photo, logo, the services with prices and
 * the published rating with its latest reviews. The rating only when there is one: an AggregateRating without
 * reviews is an error for Google.
 */
export function providerJsonLd(provider: PublicProvider, appUrl: string) {
  const url = new URL(provider.path, appUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: provider.displayName,
    url,
    ...(provider.photoUrl ? { image: new URL(provider.photoUrl, appUrl).href } : {}),
    // Empresarial's 'Logotipo', null whenever the plan in force does not show it (modules/provider/logo.ts) or
    // Moderación hid it.
    ...(provider.logoUrl ? { logo: new URL(provider.logoUrl, appUrl).href } : {}),
    ...(provider.bio ? { description: provider.bio } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'MX',
      ...(provider.zone ? { addressLocality: provider.zone } : {}),
    },
    ...(provider.services.length
      ? {
          makesOffer: provider.services.map((service) => ({
            '@type': 'Offer',
            itemOffered: {
              '@type': 'Service',
              name: findService(service.serviceId)?.name ?? service.serviceId,
            },
            // 'Precio por hora': a price per unit, the unit an hour (UN/CEFACT HUR).
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: (service.hourlyPrice / 100).toFixed(2),
              priceCurrency: 'MXN',
              unitCode: 'HUR',
              unitText: 'hora',
            },
          })),
        }
      : {}),
    ...(provider.rating.average !== null && provider.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: provider.rating.average,
            reviewCount: provider.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: provider.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.publishedAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  };
}

/** The page's title and description, the same sentences the page's own meta function writes. */
export function providerPageMeta(provider: Pick<PublicProvider, 'displayName' | 'zone' | 'services'>) {
  return {
    title: `${providerPageTexts.titleOf(provider)} | ${BRAND.name}`,
    description: providerPageTexts.descriptionOf(provider),
  };
}

/**
 * The SPA shell's head for a provider's page: its own title and description, the canonical address, Open
 * Graph for link previews, and the JSON-LD, so that a crawler that runs no JavaScript reads what matters.
 */
export function providerHead(provider: PublicProvider, appUrl: string) {
  const { title, description } = providerPageMeta(provider);
  const url = new URL(provider.path, appUrl).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    `<meta property="og:type" content="profile"/>`,
    `<meta property="og:title" content="${escapeHtml(title)}"/>`,
    `<meta property="og:description" content="${escapeHtml(description)}"/>`,
    `<meta property="og:url" content="${escapeHtml(url)}"/>`,
    ...(provider.photoUrl
      ? [`<meta property="og:image" content="${escapeHtml(new URL(provider.photoUrl, appUrl).href)}"/>`]
      : []),
    `<script type="application/ld+json">${jsonForScript(providerJsonLd(provider, appUrl))}</script>`,
  ];
  return (html: string) =>
    html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\/>/,
        `<meta name="description" content="${escapeHtml(description)}"/>`,
      )
      .replace('</head>', `${tags.join('')}</head>`);
}
