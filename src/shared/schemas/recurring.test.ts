import { describe, expect, it } from 'vitest';
import { recurringMessages } from '#shared/recurring-messages';
import { planParams, planVisitParams, priceChangeInput, skipVisitInput } from './recurring';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('recurring plan input', () => {
  it('takes a new price per visit in whole centavos above zero, as the database checks it', () => {
    expect(priceChangeInput.safeParse({ price: 90_000 }).success).toBe(true);
    for (const price of [0, -1, 1.5, 100_000_001, '900'])
      expect(firstMessage(priceChangeInput.safeParse({ price }))).toBe(recurringMessages.priceInvalid);
  });

  it('previews a skip unless it is confirmed', () => {
    expect(skipVisitInput.parse({})).toEqual({ confirm: false });
    expect(skipVisitInput.parse({ confirm: true })).toEqual({ confirm: true });
  });

  it('names a visit by its plan and day', () => {
    const planId = '6f1c1c9e-8d7e-4c53-9a55-6a1f3f0c2b11';
    expect(planVisitParams.safeParse({ planId, visitDate: '2030-01-07' }).success).toBe(true);
    expect(firstMessage(planVisitParams.safeParse({ planId, visitDate: '7/1/2030' }))).toBe(
      recurringMessages.visitDateInvalid,
    );
    expect(planParams.safeParse({ planId: 'x' }).success).toBe(false);
  });
});
