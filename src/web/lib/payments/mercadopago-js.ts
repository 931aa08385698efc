import { loadScript } from './stripe-js';
import type { MercadoPagoJs } from '#shared/mercadopago-js';

// The part of Mercado Pago's SDK (https://sdk.mercadopago.com/js/v2) the product uses, typed by hand: its Card
// Payment Brick, which tokenises the card in Mercado Pago's own fields. Loaded only when a service's card goes
// through Mercado Pago, never with a page.

export type {
  CardPaymentFormData,
  CardPaymentBrickSettings,
  BrickController,
  MercadoPagoJs,
} from '#shared/mercadopago-js';

declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options?: { locale?: string }) => MercadoPagoJs;
  }
}

/** Mercado Pago's SDK for the platform's public key, in Mexican Spanish; rejects when it cannot be loaded. */
export async function loadMercadoPago(scriptUrl: string, publicKey: string): Promise<MercadoPagoJs> {
  await loadScript(scriptUrl);
  if (!window.MercadoPago) throw new Error('the Mercado Pago SDK did not define MercadoPago');
  return new window.MercadoPago(publicKey, { locale: 'es-MX' });
}
