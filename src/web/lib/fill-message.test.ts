import { describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { fillMessage } from './fill-message';

describe('fillMessage', () => {
  it('fills the plan name into SPEC §8’s subscription toast', () => {
    expect(fillMessage(providerMessages.subscribedBody, { plan: 'Premium' })).toBe(
      'Te has suscrito al plan Premium.',
    );
  });

  it('leaves a slot it has no value for as written', () => {
    expect(fillMessage('{a} y {b}', { a: 1 })).toBe('1 y {b}');
  });
});
