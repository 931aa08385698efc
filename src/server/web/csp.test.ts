import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page Content-Security-Policy', () => {
  it('allows only this origin and the hashed inline scripts, with no third party by default', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain('google');
  });

  it('opens exactly the Google Maps hosts when a key is configured', () => {
    const csp = contentSecurityPolicy([], { googleMaps: true });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://maps.googleapis.com https://maps.gstatic.com",
    );
    expect(directive(csp, 'connect-src')).toContain('https://places.googleapis.com');
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });
});
