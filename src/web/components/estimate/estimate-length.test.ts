import { describe, expect, it } from 'vitest';
import { estimateHours } from '#shared/domain/estimate';
import { defaultLength, estimatedRange, lengthForService, sentLength } from './estimate-length';

const home = defaultLength('home-cleaning');

describe('the Cotizador’s length, in the wizard and in Nueva Solicitud', () => {
  it('starts at a two-bedroom home with one bathroom, a general cleaning, and 2 hours', () => {
    expect(defaultLength('')).toEqual({
      estimate: { bedrooms: 2, bathrooms: 1, cleaningType: 'general', extras: [], pets: false },
      hours: 2,
    });
  });

  it('sends the home for a cleaning of a home, and the hours for any other service', () => {
    expect(sentLength('home-cleaning', home)).toEqual({ estimate: home.estimate });
    expect(sentLength('garden', { ...home, hours: 5 })).toEqual({ hours: 5 });
    expect(sentLength('', { ...home, hours: 5 })).toEqual({ hours: 5 });
    expect(estimatedRange('deep-cleaning', home)).toEqual(estimateHours(home.estimate));
    expect(estimatedRange('windows', home)).toEqual({ minHours: 2, maxHours: 2 });
  });

  it('starts a deep cleaning at Profunda and a home cleaning at General, keeping the rest', () => {
    const chosen = { ...home, estimate: { ...home.estimate, bedrooms: 4 } };
    expect(lengthForService('deep-cleaning', chosen).estimate).toMatchObject({
      bedrooms: 4,
      cleaningType: 'profunda',
    });
    expect(defaultLength('deep-cleaning').estimate.cleaningType).toBe('profunda');
    const deep = lengthForService('deep-cleaning', chosen);
    expect(lengthForService('home-cleaning', deep).estimate.cleaningType).toBe('general');
    const moving = { ...home, estimate: { ...home.estimate, cleaningType: 'mudanza' as const } };
    expect(lengthForService('deep-cleaning', moving)).toBe(moving);
    expect(lengthForService('garden', deep)).toBe(deep);
  });
});
