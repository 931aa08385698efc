import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page Content-Security-Policy', () => {
  it('allows only this origin and the hashed inline scripts, with no third party by default', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('stripe');
    expect(directive(csp, 'frame-src')).toBe('');
  });

  it('opens exactly the Google Maps hosts when a key is configured', () => {
    const csp = contentSecurityPolicy([], { googleMaps: true });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://maps.googleapis.com https://maps.gstatic.com",
    );
    expect(directive(csp, 'connect-src')).toContain('https://places.googleapis.com');
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });

  it('opens exactly Stripe’s hosts when Stripe is configured: its script, its frames, its API', () => {
    const csp = contentSecurityPolicy([], { stripe: true });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(csp).not.toContain('google');
  });

  it('opens exactly Mercado Pago’s brick hosts when Mercado Pago takes services, and only then', () => {
    const csp = contentSecurityPolicy([], { mercadoPago: true });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://sdk.mercadopago.com https://http2.mlstatic.com https://www.mercadopago.com",
    );
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://secure-fields.mercadopago.com https://www.mercadopago.com',
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.mercadopago.com https://api-static.mercadopago.com https://secure-fields.mercadopago.com https://http2.mlstatic.com",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://http2.mlstatic.com");
    expect(csp).not.toContain('stripe');
    expect(contentSecurityPolicy([], { stripe: true })).not.toContain('mercadopago');
    // Both: each keeps its own hosts, one frame-src.
    const both = contentSecurityPolicy([], { stripe: true, mercadoPago: true });
    expect(directive(both, 'frame-src')).toBe(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://secure-fields.mercadopago.com https://www.mercadopago.com',
    );
  });
});
