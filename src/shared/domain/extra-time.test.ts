import { describe, expect, it } from 'vitest';
import { extraTimeChoices, extraTimePrice } from './extra-time';

describe('Tiempo extra', () => {
  it('costs its share of the agreed price and length, half a centavo up', () => {
    expect(extraTimePrice(50_000, 180, 60)).toBe(16_667);
    expect(extraTimePrice(27_000, 180, 30)).toBe(4_500);
    expect(extraTimePrice(9_000, 60, 90)).toBe(13_500);
  });

  it('offers half hours up to 4 h, never past 12 h in all', () => {
    expect(extraTimeChoices(180)).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
    expect(extraTimeChoices(630)).toEqual([30, 60, 90]);
    expect(extraTimeChoices(720)).toEqual([]);
  });
});
