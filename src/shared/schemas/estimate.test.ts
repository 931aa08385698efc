import { describe, expect, it } from 'vitest';
import { estimateHours } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';
import { estimateInput } from './estimate';

const valid = { bedrooms: 2, bathrooms: 1, cleaningType: 'general' };

/** What the schema answers for the body, its messages joined; undefined when it is valid. */
function messageFor(body: unknown): string | undefined {
  const result = estimateInput.safeParse(body);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(' | ');
}

describe('estimateInput', () => {
  it('reads a home without extras nor pets, and the domain estimates it', () => {
    const input = estimateInput.parse(valid);
    expect(input).toEqual({ ...valid, extras: [], pets: false });
    expect(estimateHours(input)).toEqual({ minHours: 3, maxHours: 3.5 });
  });

  it('accepts the ends of each count and every extra once', () => {
    for (const body of [
      { ...valid, bedrooms: 1, bathrooms: 1 },
      { ...valid, bedrooms: 6, bathrooms: 5, cleaningType: 'mudanza' },
      { ...valid, extras: ['ventanas', 'refrigerador', 'horno', 'planchado'], pets: true },
    ]) {
      expect(messageFor(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('says in Spanish what is wrong with each field', () => {
    expect.soft(messageFor({ ...valid, bedrooms: 0 })).toBe('Indica de 1 a 6 recámaras');
    expect.soft(messageFor({ ...valid, bedrooms: 7 })).toBe(estimateMessages.bedroomsRange);
    expect.soft(messageFor({ ...valid, bedrooms: 2.5 })).toBe(estimateMessages.bedroomsRange);
    expect.soft(messageFor({ ...valid, bedrooms: '2' })).toBe(estimateMessages.bedroomsRange);
    expect.soft(messageFor({ ...valid, bathrooms: 6 })).toBe('Indica de 1 a 5 baños');
    expect
      .soft(messageFor({ ...valid, cleaningType: 'express' }))
      .toBe(estimateMessages.cleaningTypeRequired);
    expect.soft(messageFor({ bedrooms: 2, bathrooms: 1 })).toBe(estimateMessages.cleaningTypeRequired);
    expect.soft(messageFor({ ...valid, extras: ['jardín'] })).toBe(estimateMessages.extraInvalid);
    expect.soft(messageFor({ ...valid, extras: 'horno' })).toBe(estimateMessages.extraInvalid);
    expect.soft(messageFor({ ...valid, extras: ['horno', 'horno'] })).toBe(estimateMessages.extraRepeated);
  });
});
