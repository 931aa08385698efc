import type { Payouts } from '#shared/schemas/payouts';
import { fillMessage } from '#web/lib/fill-message';
import { mercadoPagoTexts as texts } from './mercadopago-texts';

export type MercadoPagoView =
  | { kind: 'off' }
  | {
      kind: 'account';
      state: 'none' | 'connected' | 'reconnect';
      label: string;
      body: string;
      /** 'Conectar Mercado Pago' (or again, when Mercado Pago no longer lets us act for the provider). */
      connect: string | null;
      disconnect: boolean;
    };

/** What Cobros shows of the provider's Mercado Pago account: nothing when it is not configured on this server. */
export function mercadoPagoView(mercadopago: Payouts['mercadopago']): MercadoPagoView {
  if (!mercadopago.available) return { kind: 'off' };
  const account = mercadopago.account;
  if (!account)
    return {
      kind: 'account',
      state: 'none',
      label: texts.status.none,
      body: texts.statusBody.none,
      connect: texts.connect,
      disconnect: false,
    };
  return {
    kind: 'account',
    state: account.status,
    label: fillMessage(texts.status[account.status], { account: account.userId }),
    body: texts.statusBody[account.status],
    connect: account.status === 'reconnect' ? texts.reconnect : null,
    disconnect: true,
  };
}

/** What Mercado Pago sent the browser back with: a code to exchange, a refusal, or nothing usable. */
export type MercadoPagoReturn =
  { kind: 'callback'; body: { state: string; code?: string } } | { kind: 'invalid'; message: string };

const MAX = 300;

/**
 * `?code=…&state=…` (authorised) or `?error=…&state=…` (the provider said no): both go to the server, which
 * checks the state and answers in Spanish; without a state nothing can be checked.
 */
export function mercadoPagoReturn(search: URLSearchParams): MercadoPagoReturn {
  const state = search.get('state')?.trim() ?? '';
  const code = search.get('code')?.trim() ?? '';
  if (!state || state.length > MAX || code.length > MAX)
    return { kind: 'invalid', message: search.has('error') ? texts.denied : texts.invalidReturn };
  if (!code || search.has('error')) return { kind: 'callback', body: { state } };
  return { kind: 'callback', body: { state, code } };
}
