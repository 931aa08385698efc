import { describe, expect, it } from 'vitest';
import { CLEANING_TYPE_OPTIONS, ESTIMATE_EXTRA_OPTIONS } from './catalog';
import { CLEANING_TYPES, ESTIMATE_EXTRAS, estimateHours, estimatePrice } from './domain/estimate';
import { estimatedDurationLabel, formatHoursRange, formatPriceRange } from './estimate-labels';

describe('the estimate as a person reads it', () => {
  it("writes the duration as the issue does, the half hour with a point: 'Duración estimada: 3 – 3.5 h'", () => {
    expect(estimatedDurationLabel({ minHours: 3, maxHours: 3.5 })).toBe('Duración estimada: 3 – 3.5 h');
    expect(formatHoursRange({ minHours: 11.5, maxHours: 12 })).toBe('11.5 – 12 h');
  });

  it('writes one number when the range is held at its ceiling', () => {
    expect(estimatedDurationLabel({ minHours: 12, maxHours: 12 })).toBe('Duración estimada: 12 h');
  });

  it('writes the price range with the money formatter: whole pesos bare, centavos when there are some', () => {
    expect(formatPriceRange({ min: 27_000, max: 32_000 })).toBe('$270 – $320');
    expect(formatPriceRange(estimatePrice(9_005, { minHours: 3, maxHours: 3.5 }))).toBe('$270.15 – $315.18');
    expect(formatPriceRange({ min: 120_000, max: 120_000 })).toBe('$1,200');
  });

  it('reads a 2-recámara home at $90 an hour as the wizard will show it', () => {
    const range = estimateHours({
      bedrooms: 2,
      bathrooms: 1,
      cleaningType: 'general',
      extras: [],
      pets: false,
    });
    expect([estimatedDurationLabel(range), formatPriceRange(estimatePrice(9_000, range))]).toEqual([
      'Duración estimada: 3 – 3.5 h',
      '$270 – $315',
    ]);
  });

  it('names every type of cleaning and every extra, in the order of the domain', () => {
    expect(CLEANING_TYPE_OPTIONS.map((option) => option.value)).toEqual(CLEANING_TYPES);
    expect(CLEANING_TYPE_OPTIONS.map((option) => option.label)).toEqual(['General', 'Profunda', 'Mudanza']);
    expect(ESTIMATE_EXTRA_OPTIONS.map((option) => option.value)).toEqual(ESTIMATE_EXTRAS);
    expect(ESTIMATE_EXTRA_OPTIONS.map((option) => option.label)).toEqual([
      'Ventanas',
      'Refrigerador',
      'Horno',
      'Planchado',
    ]);
  });
});
