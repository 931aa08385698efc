import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATHROOMS,
  BEDROOMS,
  CLEANING_TYPES,
  ESTIMATE_EXTRAS,
  estimateHours,
  estimatePrice,
  type EstimateInput,
  SERVICE_HOURS,
} from './estimate';

const home = (input: Partial<EstimateInput> = {}): EstimateInput => ({
  bedrooms: 2,
  bathrooms: 1,
  cleaningType: 'general',
  extras: [],
  pets: false,
  ...input,
});

const inputs = fc.record({
  bedrooms: fc.integer({ min: BEDROOMS.min, max: BEDROOMS.max }),
  bathrooms: fc.integer({ min: BATHROOMS.min, max: BATHROOMS.max }),
  cleaningType: fc.constantFrom(...CLEANING_TYPES),
  extras: fc.subarray([...ESTIMATE_EXTRAS]),
  pets: fc.boolean(),
});

/** The same home with one more of something: a room, a deeper clean, an extra, pets. */
const larger = (input: EstimateInput) =>
  fc.record({
    bedrooms: fc.integer({ min: input.bedrooms, max: BEDROOMS.max }),
    bathrooms: fc.integer({ min: input.bathrooms, max: BATHROOMS.max }),
    cleaningType: fc.constantFrom(...CLEANING_TYPES.slice(CLEANING_TYPES.indexOf(input.cleaningType))),
    extras: fc
      .subarray(ESTIMATE_EXTRAS.filter((extra) => !input.extras.includes(extra)))
      .map((more) => [...input.extras, ...more]),
    pets: input.pets ? fc.constant(true) : fc.boolean(),
  });

const isHalfHours = (hours: number) => Number.isInteger(hours / SERVICE_HOURS.step);

describe('estimateHours', () => {
  it('reads the smallest home, 1 recámara and 1 baño, General, as 2.5 – 3 h', () => {
    expect(estimateHours(home({ bedrooms: 1 }))).toEqual({ minHours: 2.5, maxHours: 3 });
  });

  it('reads 2 recámaras and 1 baño as the research does: about 3 h General, about 5 h Profunda', () => {
    expect(estimateHours(home())).toEqual({ minHours: 3, maxHours: 3.5 });
    expect(estimateHours(home({ cleaningType: 'profunda' }))).toEqual({ minHours: 5, maxHours: 5.5 });
  });

  it('gives a range half an hour wide even when the exact estimate is a whole half hour', () => {
    // 1.5 + 0.5 + 2 × 0.75 = 3.5 h.
    expect(estimateHours(home({ bedrooms: 1, bathrooms: 2 }))).toEqual({ minHours: 3.5, maxHours: 4 });
  });

  it('adds each extra and pets once, whatever the type of cleaning', () => {
    expect(estimateHours(home({ extras: ['ventanas', 'refrigerador'], pets: true }))).toEqual({
      minHours: 5,
      maxHours: 5.5,
    });
    expect(estimateHours(home({ extras: ['horno', 'horno'] }))).toEqual(
      estimateHours(home({ extras: ['horno'] })),
    );
  });

  it('reaches 11.5 – 12 h for the largest home, General, with every extra and pets', () => {
    expect(
      estimateHours(home({ bedrooms: 6, bathrooms: 5, extras: [...ESTIMATE_EXTRAS], pets: true })),
    ).toEqual({ minHours: 11.5, maxHours: 12 });
  });

  it('holds the largest Mudanza with every extra, and the largest Profunda, at 12 h', () => {
    const largest = { bedrooms: 6, bathrooms: 5, extras: [...ESTIMATE_EXTRAS], pets: true };
    expect(estimateHours(home({ ...largest, cleaningType: 'mudanza' }))).toEqual({
      minHours: 12,
      maxHours: 12,
    });
    expect(estimateHours(home({ bedrooms: 6, bathrooms: 5, cleaningType: 'profunda' }))).toEqual({
      minHours: 12,
      maxHours: 12,
    });
  });

  it('answers whole half hours within 1–12 h, the least no more than the most', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { minHours, maxHours } = estimateHours(input);
        expect(isHalfHours(minHours) && isHalfHours(maxHours)).toBe(true);
        expect(minHours).toBeGreaterThanOrEqual(SERVICE_HOURS.min);
        expect(maxHours).toBeLessThanOrEqual(SERVICE_HOURS.max);
        expect(minHours).toBeLessThanOrEqual(maxHours);
      }),
    );
  });

  it('never shortens the estimate for more rooms, a deeper clean, an extra or pets', () => {
    fc.assert(
      fc.property(
        inputs.chain((input) => fc.tuple(fc.constant(input), larger(input))),
        ([input, more]) => {
          const before = estimateHours(input);
          const after = estimateHours(more);
          expect(after.minHours).toBeGreaterThanOrEqual(before.minHours);
          expect(after.maxHours).toBeGreaterThanOrEqual(before.maxHours);
        },
      ),
    );
  });
});

describe('estimatePrice', () => {
  it('prices the range at the hourly price, in centavos', () => {
    expect(estimatePrice(9_000, { minHours: 3, maxHours: 3.5 })).toEqual({ min: 27_000, max: 31_500 });
  });

  it('rounds half a centavo up, as every charge', () => {
    // $90.05 × 3.5 h = $315.175.
    expect(estimatePrice(9_005, { minHours: 3, maxHours: 3.5 })).toEqual({ min: 27_015, max: 31_518 });
    expect(estimatePrice(9_001, { minHours: 1.5, maxHours: 2.5 })).toEqual({ min: 13_502, max: 22_503 });
  });

  it('refuses a price that is not whole centavos', () => {
    expect(() => estimatePrice(90.5, { minHours: 3, maxHours: 3.5 })).toThrow(RangeError);
  });
});
