import { describe, expect, it } from 'vitest';
import { brickAmount, cardInputOf, mercadoPagoOutcome } from './mercadopago-card';
import { cardTexts } from './texts';

describe('the card as Mercado Pago’s brick hands it over', () => {
  it('keeps the token, the method, the issuer as text and the payer when complete', () => {
    expect(
      cardInputOf({
        token: 'tok-1',
        payment_method_id: 'visa',
        issuer_id: 160,
        installments: 1,
        transaction_amount: 700,
        payer: { email: ' cliente@example.com ', identification: { type: 'RFC', number: 'XAXX010101000' } },
      }),
    ).toEqual({
      token: 'tok-1',
      paymentMethodId: 'visa',
      issuerId: '160',
      payer: { email: 'cliente@example.com', identification: { type: 'RFC', number: 'XAXX010101000' } },
    });
  });

  it('leaves out an empty issuer, a blank e-mail and half an identification', () => {
    expect(
      cardInputOf({
        token: 'tok-2',
        payment_method_id: 'master',
        issuer_id: '',
        payer: { email: '  ', identification: { type: 'RFC', number: '' } },
      }),
    ).toEqual({ token: 'tok-2', paymentMethodId: 'master' });
  });

  it('gives the brick pesos with centavos', () => {
    expect(brickAmount(70_000)).toBe(700);
    expect(brickAmount(65_050)).toBe(650.5);
  });
});

describe('what the server’s answer means for the dialog', () => {
  const card = (state: string, reason: string | null = null) =>
    ({ state, reason }) as unknown as Parameters<typeof mercadoPagoOutcome>[0];

  it('is authorised, declined with Mercado Pago’s reason in Spanish, or still waiting', () => {
    expect(mercadoPagoOutcome(card('authorized'))).toEqual({ kind: 'authorized' });
    expect(mercadoPagoOutcome(card('failed', 'Fondos insuficientes.'))).toEqual({
      kind: 'declined',
      reason: 'Fondos insuficientes.',
    });
    expect(mercadoPagoOutcome(card('failed'))).toEqual({
      kind: 'declined',
      reason: cardTexts.mercadoPagoDeclined,
    });
    expect(mercadoPagoOutcome(card('unpaid'))).toEqual({ kind: 'waiting' });
    expect(mercadoPagoOutcome(null)).toEqual({ kind: 'waiting' });
  });
});
