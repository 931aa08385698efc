// The part of Stripe.js (v3) the product uses, typed by hand (https://docs.stripe.com/js): what the web's card
// forms call and the server's test stand-in for it imitates, so both read these shapes from here.

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
}

/** Stripe's refusal: 'validation_error' for a form not filled in right, 'card_error' for a card the bank refused. */
export interface StripeError {
  type?: string;
  message?: string;
}

export interface StripeJs {
  elements(options: {
    clientSecret: string;
    locale?: string;
    appearance?: Record<string, unknown>;
  }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError }>;
  /** A SetupIntent's form: the card is kept for a later charge (https://docs.stripe.com/js/setup_intents/confirm_setup). */
  confirmSetup(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError }>;
}
