import { describe, expect, it } from 'vitest';
import type { Service } from '#shared/schemas/services';
import { canChangeMethod, cardView, checkoutTexts, securedState, securedText } from './card-payment';

const NOW = new Date('2030-06-01T12:00:00Z');

const NO_EXTRAS = { method: 'card', bank: null, voucher: null, refund: null } as const;

const service = (card: Service['card'], status: Service['status'] = 'confirmed') => ({
  status,
  scheduledAt: '2030-06-03T16:00:00Z',
  timeZone: 'America/Mexico_City' as const,
  card,
});
const owed = (state: 'unpaid' | 'failed', reason: string | null = null) =>
  service({ ...NO_EXTRAS, state, payBy: '2030-06-02T16:00:00Z', reason, captured: null });

describe('cardView', () => {
  it('offers SPEI’s instructions until Stripe gave them, and a new voucher after one expired', () => {
    const spei = service({
      ...NO_EXTRAS,
      method: 'spei',
      state: 'unpaid',
      payBy: '2030-06-02T16:00:00Z',
      reason: null,
      captured: null,
    });
    expect(cardView(spei, 'customer', NOW)).toMatchObject({
      title: 'Pago por SPEI',
      canPay: false,
      canAskOnline: true,
    });
    const shown = {
      ...spei,
      card: {
        ...spei.card!,
        bank: { clabe: '646180111812345676', reference: '1234567', amountRemaining: 100, url: null },
      },
    };
    expect(cardView(shown, 'customer', NOW)).toMatchObject({
      canAskOnline: false,
      payBy: expect.any(String),
    });
    const expired = service({
      ...NO_EXTRAS,
      method: 'oxxo',
      state: 'failed',
      payBy: '2030-06-02T16:00:00Z',
      reason: null,
      captured: null,
    });
    expect(cardView(expired, 'customer', NOW)).toMatchObject({ title: 'Pago en OXXO', canAskOnline: true });
  });

  it('is null for a service not paid by card online', () => {
    expect(cardView(service(null), 'customer', NOW)).toBeNull();
  });

  it('asks the customer to pay by the deadline, in the service’s own time zone, with the hour', () => {
    expect(cardView(owed('unpaid'), 'customer', NOW)).toEqual({
      state: 'unpaid',
      title: 'Pago con tarjeta',
      label: 'Por pagar',
      payBy: 'Paga antes del 2 de junio de 2030 a las 10:00 a.m.',
      reason: null,
      canPay: true,
      canAskOnline: false,
    });
  });

  it('gives a refused card’s reason and lets the customer try another', () => {
    expect(cardView(owed('failed', 'Tu tarjeta fue rechazada.'), 'customer', NOW)).toMatchObject({
      label: 'Fallido',
      reason: 'Tu tarjeta fue rechazada.',
      canPay: true,
    });
  });

  it('shows the provider the state only: no button, no deadline', () => {
    expect(cardView(owed('unpaid'), 'provider', NOW)).toMatchObject({ canPay: false, payBy: null });
  });

  it('stops asking once the deadline passed or the service ended', () => {
    expect(cardView(owed('unpaid'), 'customer', new Date('2030-06-02T16:00:00Z'))?.canPay).toBe(false);
    const cancelled = { ...owed('unpaid'), status: 'cancelled' as const };
    expect(cardView(cancelled, 'customer', NOW)).toMatchObject({ canPay: false, payBy: null });
  });

  it('offers nothing to pay once the card is authorised', () => {
    const held = service({
      ...NO_EXTRAS,
      state: 'authorized',
      payBy: '2030-06-02T16:00:00Z',
      reason: null,
      captured: null,
    });
    expect(cardView(held, 'customer', NOW)).toMatchObject({
      label: 'Autorizado',
      canPay: false,
      payBy: null,
    });
  });
});

describe('canChangeMethod', () => {
  it('allows a change while the service is pending or confirmed and not started', () => {
    expect(canChangeMethod({ status: 'pending', scheduledAt: '2030-06-03T16:00:00Z' }, NOW)).toBe(true);
    expect(canChangeMethod({ status: 'confirmed', scheduledAt: '2030-06-01T11:00:00Z' }, NOW)).toBe(false);
    expect(canChangeMethod({ status: 'done', scheduledAt: '2030-06-03T16:00:00Z' }, NOW)).toBe(false);
  });
});

describe('the payment dialog', () => {
  it('waits until the card is authorised or saved, not while it is owed or refused', () => {
    expect(securedState('authorized')).toBe('authorized');
    expect(securedState('saved')).toBe('saved');
    expect(securedState('unpaid')).toBeNull();
    expect(securedState('failed')).toBeNull();
    expect(securedText('saved')).toBe('Tarjeta guardada: la autorizaremos 48 horas antes del servicio');
  });

  it('names its button by what Stripe’s form does: a hold for the price, or the card kept', () => {
    const paid = { title: 'Limpieza', price: 65_000 };
    expect(checkoutTexts('authorize', paid).action).toBe('Autorizar $650');
    expect(checkoutTexts('save', paid)).toMatchObject({ action: 'Guardar tarjeta' });
    expect(checkoutTexts('save', paid).description).toContain('48 horas antes');
  });
});
