import { describe, expect, it } from 'vitest';
import { directionsUrl } from './service-links';

describe("'Cómo llegar'", () => {
  it('sends the street and the locality to Google Maps as one encoded destination, with no key', () => {
    const url = new URL(directionsUrl('Calle Higuera 12, depto #3 & patio', 'Del Carmen, Coyoacán'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(
      'Calle Higuera 12, depto #3 & patio, Del Carmen, Coyoacán',
    );
    expect(url.hash).toBe('');
  });
});
