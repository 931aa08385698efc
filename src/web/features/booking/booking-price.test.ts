import { describe, expect, it } from 'vitest';
import { formatPriceRange } from '#shared/estimate-labels';
import { cardPrice, chargedPrice, lateCancellationFee, wizardMinutes } from './booking-price';
import { defaultLength, estimatedRange } from '#web/components/estimate/estimate-length';

const home = defaultLength('home-cleaning');

describe('the wizard’s estimate and price', () => {
  it('asks the free times for the upper end of the estimate: what the booking holds', () => {
    // 2 recámaras, 1 baño, general: 1.5 + 1 + 0.75 = 3.25 h, shown as 3 – 3.5 h.
    expect(estimatedRange('home-cleaning', home)).toEqual({ minHours: 3, maxHours: 3.5 });
    expect(wizardMinutes('home-cleaning', home)).toBe(210);
    expect(wizardMinutes('car-cleaning', { ...home, hours: 1.5 })).toBe(90);
  });

  it('shows the range on the card and charges the upper end, as the server computes it', () => {
    const range = estimatedRange('home-cleaning', home);
    expect(formatPriceRange(cardPrice(9_000, range))).toBe('$270 – $315');
    expect(chargedPrice(9_000, range)).toBe(31_500);
    // Half a centavo rounds up: $33.33 an hour for 3.5 h is $116.655, charged $116.66.
    expect(chargedPrice(3_333, range)).toBe(11_666);
  });

  it('states the late cancellation fee of the charge: half, half a centavo up', () => {
    expect(lateCancellationFee(31_500)).toBe(15_750);
    expect(lateCancellationFee(11_667)).toBe(5_834);
  });
});
