import { describe, expect, it } from 'vitest';
import { mercadoPagoReturn, mercadoPagoView } from './mercadopago';
import { mercadoPagoTexts as texts } from './mercadopago-texts';

const at = '2030-01-01T00:00:00.000Z';

describe('the Mercado Pago part of Cobros', () => {
  it('shows nothing when Mercado Pago is not configured here', () => {
    expect(mercadoPagoView({ available: false, account: null })).toEqual({ kind: 'off' });
  });

  it('offers to connect an account not connected yet, and nothing to disconnect', () => {
    expect(mercadoPagoView({ available: true, account: null })).toMatchObject({
      state: 'none',
      label: 'No conectada',
      connect: 'Conectar Mercado Pago',
      disconnect: false,
    });
  });

  it('names the account connected, and offers to disconnect it', () => {
    const view = mercadoPagoView({
      available: true,
      account: { status: 'connected', userId: '123456', updatedAt: at },
    });
    expect(view).toMatchObject({
      label: 'Conectada: cuenta de Mercado Pago 123456',
      connect: null,
      disconnect: true,
    });
  });

  it('asks to connect again an account Mercado Pago no longer lets us use', () => {
    expect(
      mercadoPagoView({ available: true, account: { status: 'reconnect', userId: '9', updatedAt: at } }),
    ).toMatchObject({
      label: 'Debes volver a conectarla (cuenta 9)',
      connect: texts.reconnect,
      disconnect: true,
    });
  });
});

describe('the way back from Mercado Pago', () => {
  const of = (query: string) => mercadoPagoReturn(new URLSearchParams(query));

  it('sends the code and the state to the server', () => {
    expect(of('code=TG-abc&state=n.s')).toEqual({
      kind: 'callback',
      body: { state: 'n.s', code: 'TG-abc' },
    });
  });

  it('sends the state alone when the provider said no, for the server to spend it and say so', () => {
    expect(of('error=access_denied&state=n.s')).toEqual({ kind: 'callback', body: { state: 'n.s' } });
    expect(of('error=access_denied&code=x&state=n.s')).toEqual({ kind: 'callback', body: { state: 'n.s' } });
  });

  it('sends nothing without a state, or with one no server made', () => {
    expect(of('code=TG-abc')).toEqual({ kind: 'invalid', message: texts.invalidReturn });
    expect(of('error=access_denied')).toEqual({ kind: 'invalid', message: texts.denied });
    expect(of(`code=a&state=${'x'.repeat(301)}`)).toMatchObject({ kind: 'invalid' });
  });
});
