import { describe, expect, it } from 'vitest';
import { cardAuthorizeAt, cardMode, cardPayBy, holdRenewAt } from './card-payment';

const HOUR = 3_600_000;
const START = new Date('2026-12-10T16:00:00Z');
const before = (hours: number) => new Date(START.getTime() - hours * HOUR);

describe('a service paid by card', () => {
  it('is authorised at once under 7 days ahead, and keeps the card from 7 days on', () => {
    expect(cardMode(START, before(7 * 24 - 0.001))).toBe('authorize');
    expect(cardMode(START, before(7 * 24))).toBe('save');
    expect(cardMode(START, before(30 * 24))).toBe('save');
  });

  it('authorises a saved card 48 h before the start, or at once when that has passed', () => {
    expect(cardAuthorizeAt(START, before(10 * 24))).toEqual(before(48));
    expect(cardAuthorizeAt(START, before(30))).toEqual(before(30));
  });

  it('waits for the card until 24 h before, or an hour when asked later, never past the start', () => {
    expect(cardPayBy(START, before(10 * 24))).toEqual(before(24));
    expect(cardPayBy(START, before(24.5))).toEqual(before(23.5));
    expect(cardPayBy(START, before(10))).toEqual(before(9));
    expect(cardPayBy(START, before(0.5))).toEqual(START);
  });

  it('renews or captures a hold half a day before it runs out: 7 days in the browser, 4 d 18 h off-session', () => {
    expect(holdRenewAt(START, 'browser')).toEqual(new Date(START.getTime() + (7 * 24 - 12) * HOUR));
    expect(holdRenewAt(START, 'offSession')).toEqual(new Date(START.getTime() + (4 * 24 + 6) * HOUR));
  });
});
