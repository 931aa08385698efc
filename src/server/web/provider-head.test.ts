import { describe, expect, it } from 'vitest';
import type { PublicProvider } from '#shared/schemas/provider-page';
import { providerHead, providerJsonLd } from './provider-head';

const SHELL =
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/><title>LimpiaHogar</title><meta name="description" content="Servicios de limpieza y del hogar en México"/></head><body></body></html>';

const provider: PublicProvider = {
  id: 'abcDEF1234567890abcDEF1234567890',
  displayName: 'Brillo "Fino" </script><script>alert(1)</script>',
  path: '/proveedores/brillo-fino-script-script-alert-1-script-abcDEF1234567890abcDEF1234567890',
  photoUrl: null,
  logoUrl: null,
  bio: 'Limpieza <b>profunda</b> & ventanas',
  yearsExperience: 4,
  zone: 'Coyoacán, Ciudad de México',
  radiusKm: 10,
  identityVerified: true,
  verified: true,
  verificationDueBy: null,
  rating: { average: 4.5, count: 2 },
  reliability: 100,
  services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
  reviews: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      authorName: 'Lucía P.',
      rating: 5,
      comment: 'Excelente </script>',
      reply: null,
      publishedAt: '2026-11-20T16:00:00.000Z',
    },
  ],
};

describe('the head of a provider’s page', () => {
  const html = providerHead(provider, 'https://limpiahogar.mx')(SHELL);

  it('states the provider’s own title and description, escaped, in place of the shell’s', () => {
    expect(html).toContain(
      '<title>Brillo &quot;Fino&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;: servicios del hogar en Coyoacán, Ciudad de México | LimpiaHogar</title>',
    );
    expect(html).not.toContain('<title>LimpiaHogar</title>');
    expect(html).toContain('<meta name="description" content="Brillo &quot;Fino&quot;');
    expect(html).toContain('ofrece limpieza del hogar en Coyoacán');
    expect(html).toContain(`<link rel="canonical" href="https://limpiahogar.mx${provider.path}"/>`);
  });

  it('carries the JSON-LD, which no text can close early', () => {
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(providerJsonLd(provider, 'https://limpiahogar.mx'));
    // One script element only: the names' '</script>' did not open another.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('describes a LocalBusiness with its rating only when it has one', () => {
    const ld = providerJsonLd(provider, 'https://limpiahogar.mx');
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      address: { addressLocality: 'Coyoacán, Ciudad de México', addressCountry: 'MX' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      makesOffer: [
        {
          priceSpecification: { price: '500.00', priceCurrency: 'MXN', unitCode: 'HUR' },
          itemOffered: { name: 'Limpieza del Hogar' },
        },
      ],
      review: [
        { author: { name: 'Lucía P.' }, datePublished: '2026-11-20', reviewRating: { ratingValue: 5 } },
      ],
    });
    const unrated = providerJsonLd(
      { ...provider, rating: { average: null, count: 0 }, reviews: [] },
      'https://x.mx',
    );
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('names the logo only when the page shows one (an Empresarial plan in force)', () => {
    expect(providerJsonLd(provider, 'https://x.mx')).not.toHaveProperty('logo');
    const withLogo = { ...provider, logoUrl: `/api/providers/${provider.id}/logo?v=abc123` };
    expect(providerJsonLd(withLogo, 'https://x.mx')).toMatchObject({
      logo: `https://x.mx/api/providers/${provider.id}/logo?v=abc123`,
    });
  });
});
