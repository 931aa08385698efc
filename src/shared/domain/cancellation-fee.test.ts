import { describe, expect, it } from 'vitest';
import { cancellationCharge, customerCancellationFee, percentOf, reliability } from './cancellation-fee';

const SECOND = 1000;
const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);

describe('customerCancellationFee', () => {
  it('is free with exactly 24 h of notice, and half the price one second later', () => {
    expect(customerCancellationFee(80_000, START, before(24 * HOUR))).toBe(0);
    expect(customerCancellationFee(80_000, START, before(24 * HOUR - SECOND))).toBe(40_000);
  });

  it('is free with more notice and half the price with less, up to the start itself', () => {
    expect(customerCancellationFee(80_000, START, before(30 * 24 * HOUR))).toBe(0);
    expect(customerCancellationFee(80_000, START, before(HOUR))).toBe(40_000);
    expect(customerCancellationFee(80_000, START, START)).toBe(40_000);
  });

  it('rounds half a centavo up on an odd price', () => {
    expect(customerCancellationFee(12_345, START, before(HOUR))).toBe(6_173);
    expect(customerCancellationFee(1, START, before(HOUR))).toBe(1);
  });

  it('charges nothing on a zero price', () => {
    expect(customerCancellationFee(0, START, before(HOUR))).toBe(0);
  });

  it('counts the 24 h between instants, so a summer-time change in between moves nothing', () => {
    // Tijuana moves forward on 8 March 2026 at 02:00; 24 real hours before 10:00 PDT is 09:00 PST the day before.
    const tenInTijuana = new Date('2026-03-08T17:00:00Z');
    expect(customerCancellationFee(50_000, tenInTijuana, new Date('2026-03-07T17:00:00Z'))).toBe(0);
    expect(customerCancellationFee(50_000, tenInTijuana, new Date('2026-03-07T17:00:01Z'))).toBe(25_000);
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(() => customerCancellationFee(100.5, START, before(HOUR))).toThrow(RangeError);
    expect(() => customerCancellationFee(-100, START, before(HOUR))).toThrow(RangeError);
  });
});

describe('cancellationCharge', () => {
  const confirmed = { status: 'confirmed' as const, scheduledAt: START, price: 80_001 };

  it('charges the whole price for a no-show the provider reports', () => {
    expect(cancellationCharge('report_no_show', confirmed, new Date(START.getTime() + HOUR))).toBe(80_001);
  });

  it('charges the customer nothing when the provider cancels, however late', () => {
    expect(cancellationCharge('cancel_by_provider', confirmed, before(SECOND))).toBe(0);
  });

  it('applies the 24 h rule when the customer cancels a confirmed service', () => {
    expect(cancellationCharge('cancel_by_customer', confirmed, before(24 * HOUR))).toBe(0);
    expect(cancellationCharge('cancel_by_customer', confirmed, before(HOUR))).toBe(40_001);
  });

  it('charges the customer nothing for a plan visit the provider’s days off left out, however late', () => {
    const leftOut = { ...confirmed, leftOutAt: before(3 * HOUR) };
    expect(cancellationCharge('cancel_by_customer', leftOut, before(HOUR))).toBe(0);
    expect(cancellationCharge('report_no_show', leftOut, new Date(START.getTime() + HOUR))).toBe(80_001);
    expect(cancellationCharge('cancel_by_customer', { ...leftOut, leftOutAt: null }, before(HOUR))).toBe(
      40_001,
    );
  });

  it('lets the customer withdraw a booking the provider has not accepted yet for free', () => {
    expect(cancellationCharge('cancel_by_customer', { ...confirmed, status: 'pending' }, before(HOUR))).toBe(
      0,
    );
  });
});

describe('percentOf', () => {
  it('rounds half a centavo up and keeps whole results exact', () => {
    expect(percentOf(999, 50)).toBe(500);
    expect(percentOf(998, 50)).toBe(499);
    expect(percentOf(80_000, 100)).toBe(80_000);
    expect(percentOf(3, 10)).toBe(0);
    expect(percentOf(5, 10)).toBe(1);
  });
});

describe('reliability', () => {
  it('is the share of assigned services the provider did not cancel, in whole percent', () => {
    expect(reliability(0, 12)).toBe(100);
    expect(reliability(1, 4)).toBe(75);
    expect(reliability(4, 4)).toBe(0);
  });

  it('rounds down, so one cancellation in two hundred is not shown as 100 %', () => {
    expect(reliability(1, 200)).toBe(99);
    expect(reliability(1, 3)).toBe(66);
  });

  it('has no figure before the first service', () => {
    expect(reliability(0, 0)).toBeNull();
  });

  it('refuses counts that cannot be', () => {
    expect(() => reliability(3, 2)).toThrow(RangeError);
    expect(() => reliability(-1, 2)).toThrow(RangeError);
    expect(() => reliability(0.5, 2)).toThrow(RangeError);
  });
});
