import { useCallback, useEffect, useRef } from 'react';
import { loadStripe, type StripeElements, type StripeError, type StripeJs } from './stripe-js';

/** What the Payment Element needs of the server's checkout: Stripe.js's own address, the key and the secret. */
export type StripeCheckout = { scriptUrl: string; publishableKey: string; clientSecret: string };

/** 'payment': a PaymentIntent (charged, or held); 'setup': a SetupIntent (the card kept for later). */
export type ConfirmKind = 'payment' | 'setup';

type Handlers = {
  /** The form is on its way (every time the dialog opens). */
  onLoading?: () => void;
  /** Stripe's form finished loading and can be filled. */
  onReady: () => void;
  /** Stripe.js could not be loaded. */
  onFailed: () => void;
};

/**
 * Stripe's Payment Element, mounted into `mountRef` while `open`: Stripe.js comes from `checkout.scriptUrl` the
 * first time a dialog needs it, never with a page. `confirm` sends what the person typed to Stripe, from the
 * browser (card data never reaches our server), and resolves with Stripe's refusal, if any.
 */
export function useStripeElement(checkout: StripeCheckout, open: boolean, handlers: Handlers) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  // The latest handlers, so a re-render does not mount the form again.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!open) return;
    let element: ReturnType<StripeElements['create']> | null = null;
    let cancelled = false;
    handlersRef.current.onLoading?.();
    loadStripe(checkout.scriptUrl, checkout.publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: checkout.clientSecret, locale: 'es-419' });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!cancelled) handlersRef.current.onReady();
        });
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() => {
        if (!cancelled) handlersRef.current.onFailed();
      });
    return () => {
      cancelled = true;
      element?.destroy();
      stripeRef.current = null;
    };
  }, [open, checkout.scriptUrl, checkout.publishableKey, checkout.clientSecret]);

  const confirm = useCallback(
    async (kind: ConfirmKind, returnPath: string): Promise<{ error?: StripeError } | null> => {
      const ready = stripeRef.current;
      if (!ready) return null;
      const options = {
        elements: ready.elements,
        redirect: 'if_required' as const,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      };
      return kind === 'setup' ? ready.stripe.confirmSetup(options) : ready.stripe.confirmPayment(options);
    },
    [],
  );

  return { mountRef, confirm };
}
