import { describe, expect, it } from 'vitest';
import { socialLinks } from './site-map';

describe('the footer’s social links', () => {
  it('are none when no profile is configured: never the networks’ home pages', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ facebook: '', instagram: '  ' })).toEqual([]);
  });

  it('link the configured profiles, in the footer’s order', () => {
    expect(
      socialLinks({
        instagram: 'https://www.instagram.com/limpiahogar.mx',
        facebook: 'https://www.facebook.com/limpiahogar',
      }),
    ).toEqual([
      { href: 'https://www.facebook.com/limpiahogar', label: 'Facebook' },
      { href: 'https://www.instagram.com/limpiahogar.mx', label: 'Instagram' },
    ]);
  });

  it('leave out an address that is not a web address', () => {
    expect(socialLinks({ facebook: 'javascript:alert(1)', instagram: 'limpiahogar' })).toEqual([]);
  });
});
