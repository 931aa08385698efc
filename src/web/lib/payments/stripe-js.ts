// The part of Stripe.js (v3) the product uses, typed by hand: the script is Stripe's, loaded from Stripe only when
// a plan or a service is paid (https://docs.stripe.com/js), so the first view never carries it.

import type { StripeJs } from '#shared/stripe-js';

export type { StripePaymentElement, StripeElements, StripeError, StripeJs } from '#shared/stripe-js';

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeJs;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds the script once per address; a failed load is forgotten so that the next attempt tries again. */
export function loadScript(url: string): Promise<void> {
  let loaded = scripts.get(url);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`could not load ${url}`));
      };
      document.head.append(script);
    });
    scripts.set(url, loaded);
  }
  return loaded;
}

/** Stripe.js for this key, in Latin-American Spanish; rejects when the script cannot be loaded. */
export async function loadStripe(scriptUrl: string, publishableKey: string): Promise<StripeJs> {
  await loadScript(scriptUrl);
  if (!window.Stripe) throw new Error('Stripe.js did not define Stripe');
  return window.Stripe(publishableKey, { locale: 'es-419' });
}
