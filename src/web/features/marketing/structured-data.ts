import { BRAND } from '#shared/brand';
import { blogPath } from '#shared/blog-posts';
import { SERVICES } from '#shared/catalog';
import { absoluteUrl } from '#shared/site-url';
import { servicesIntro } from './content/services';
import { OG_IMAGE } from './seo';

// schema.org documents for the JSON-LD blocks; values come from the same catalogue the pages show.
export function organizationLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    description: BRAND.tagline,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl('/favicon.svg', origin),
    areaServed: { '@type': 'Country', name: 'México' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      availableLanguage: 'es',
      url: absoluteUrl('/contacto', origin),
    },
  };
}

export function servicesLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: servicesIntro.title,
    itemListElement: SERVICES.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: service.name,
        description: service.description,
        image: absoluteUrl(service.image, origin),
        areaServed: { '@type': 'Country', name: 'México' },
        provider: { '@type': 'Organization', name: BRAND.name, url: absoluteUrl('/', origin) },
        offers: {
          '@type': 'Offer',
          url: absoluteUrl(`/reservar?servicio=${service.id}`, origin),
          priceCurrency: 'MXN',
          price: (service.fromPrice / 100).toFixed(2),
          priceSpecification: {
            '@type': 'PriceSpecification',
            priceCurrency: 'MXN',
            minPrice: (service.fromPrice / 100).toFixed(2),
          },
        },
      },
    })),
  };
}

export function faqLd(questions: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function articleLd(
  origin: string,
  post: { slug: string; title: string; description: string; publishedAt: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    inLanguage: 'es-MX',
    mainEntityOfPage: absoluteUrl(blogPath(post.slug), origin),
    image: absoluteUrl(OG_IMAGE.path, origin),
    author: { '@type': 'Organization', name: BRAND.name, url: absoluteUrl('/', origin) },
    publisher: {
      '@type': 'Organization',
      name: BRAND.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg', origin) },
    },
  };
}
