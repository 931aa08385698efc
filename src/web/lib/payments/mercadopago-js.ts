import { loadScript } from './stripe-js';

// The part of Mercado Pago's SDK (https://sdk.mercadopago.com/js/v2) the product uses, typed by hand: its Card
// Payment Brick, which tokenises the card in Mercado Pago's own fields. Loaded only when a service's card goes
// through Mercado Pago, never with a page.

/** What the brick's onSubmit hands over: a token for one payment, never the card's number. */
export interface CardPaymentFormData {
  token: string;
  payment_method_id: string;
  issuer_id?: string | number | null;
  installments?: number;
  transaction_amount?: number;
  payer?: { email?: string; identification?: { type?: string; number?: string } };
}

export interface CardPaymentBrickSettings {
  initialization: { amount: number; payer?: { email?: string } };
  customization?: Record<string, unknown>;
  callbacks: {
    onReady: () => void;
    /** Resolve once the payment is settled (the brick shows its own spinner meanwhile). */
    onSubmit: (formData: CardPaymentFormData) => Promise<void>;
    onError: (error: { type?: string; cause?: string; message?: string }) => void;
  };
}

export interface BrickController {
  unmount(): void;
}

export interface MercadoPagoJs {
  bricks(): {
    create(
      brick: 'cardPayment',
      containerId: string,
      settings: CardPaymentBrickSettings,
    ): Promise<BrickController>;
  };
}

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
