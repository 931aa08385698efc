import { describe, expect, it } from 'vitest';
import { chargeState } from './charge-state';

describe('the state of a charge', () => {
  it('is paid for the customer and received for the provider once paid, pending before', () => {
    expect(chargeState({ paid: true, cardState: null }, 'customer')).toBe('paid');
    expect(chargeState({ paid: true, cardState: 'paid' }, 'provider')).toBe('received');
    expect(chargeState({ paid: false, cardState: 'unpaid' }, 'customer')).toBe('pending');
  });

  it("is a card payment's own state while it is neither paid nor unpaid", () => {
    expect(chargeState({ paid: false, cardState: 'authorized' }, 'customer')).toBe('authorized');
    expect(chargeState({ paid: true, cardState: 'refunded' }, 'provider')).toBe('refunded');
  });
});
