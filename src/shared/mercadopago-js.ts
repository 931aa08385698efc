// The part of Mercado Pago's SDK (https://sdk.mercadopago.com/js/v2) the product uses, typed by hand: what the
// web's card dialog calls and the server's test stand-in for it imitates, so both read these shapes from here.

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
