import { describe, expect, it } from 'vitest';
import { estimateHours } from '#shared/domain/estimate';
import { formatPriceRange } from '#shared/estimate-labels';
import {
  cardPrice,
  chargedPrice,
  defaultLength,
  lateCancellationFee,
  lengthForService,
  wizardLength,
  wizardMinutes,
  wizardRange,
} from './booking-price';

const home = defaultLength('home-cleaning');

describe('the wizard’s estimate and price', () => {
  it('estimates a cleaning of a home from the home, and any other service by its hours', () => {
    expect(wizardLength('home-cleaning', home)).toEqual({ estimate: home.estimate });
    expect(wizardLength('garden', { ...home, hours: 5 })).toEqual({ hours: 5 });
    expect(wizardRange('deep-cleaning', home)).toEqual(estimateHours(home.estimate));
    expect(wizardRange('windows', home)).toEqual({ minHours: 2, maxHours: 2 });
  });

  it('asks the free times for the upper end of the estimate: what the booking holds', () => {
    // 2 recámaras, 1 baño, general: 1.5 + 1 + 0.75 = 3.25 h, shown as 3 – 3.5 h.
    expect(wizardRange('home-cleaning', home)).toEqual({ minHours: 3, maxHours: 3.5 });
    expect(wizardMinutes('home-cleaning', home)).toBe(210);
    expect(wizardMinutes('car-cleaning', { ...home, hours: 1.5 })).toBe(90);
  });

  it('shows the range on the card and charges the upper end, as the server computes it', () => {
    const range = wizardRange('home-cleaning', home);
    expect(formatPriceRange(cardPrice(9_000, range))).toBe('$270 – $315');
    expect(chargedPrice(9_000, range)).toBe(31_500);
    // Half a centavo rounds up: $33.33 an hour for 3.5 h is $116.655, charged $116.66.
    expect(chargedPrice(3_333, range)).toBe(11_666);
  });

  it('states the late cancellation fee of the charge: half, half a centavo up', () => {
    expect(lateCancellationFee(31_500)).toBe(15_750);
    expect(lateCancellationFee(11_667)).toBe(5_834);
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
  });
});
