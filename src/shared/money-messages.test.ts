import { describe, expect, it } from 'vitest';
import { chargeStateLabel } from './money-messages';

describe('the state column of a charge', () => {
  it('says paid or received once confirmed or captured, and pending before', () => {
    expect(chargeStateLabel({ paid: true, cardState: null }, 'customer')).toBe('Pagado');
    expect(chargeStateLabel({ paid: true, cardState: 'paid' }, 'provider')).toBe('Recibido');
    expect(chargeStateLabel({ paid: false, cardState: null }, 'provider')).toBe('Pendiente');
    expect(chargeStateLabel({ paid: false, cardState: 'unpaid' }, 'customer')).toBe('Pendiente');
  });

  it('names a card payment online by its own state', () => {
    expect(chargeStateLabel({ paid: false, cardState: 'authorized' }, 'customer')).toBe('Autorizado');
    expect(chargeStateLabel({ paid: false, cardState: 'failed' }, 'provider')).toBe('Fallido');
    expect(chargeStateLabel({ paid: false, cardState: 'refunded' }, 'customer')).toBe('Reembolsado');
  });
});
