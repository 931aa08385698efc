import type { StripeElements, StripeJs } from '../../../web/features/provider/subscription/stripe-js';

/** Stripe's test card that is always declined, and what the stand-in says then. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Tu tarjeta fue rechazada.';

/**
 * Runs in the browser, serialized into /api/test/stripe.js: the part of Stripe.js that stripe-js.ts types,
 * with a plain labelled field in place of Stripe's iframe. A good card asks the server's hook to play Stripe
 * (charge, then the signed invoice.paid webhook); the declined one fails as Stripe's form would, in the browser.
 * An OXXO payment has no field: confirming it has the hook issue its voucher (payment_intent.requires_action).
 */
function standIn(payUrl: string, declinedCard: string, declinedMessage: string) {
  const fields = new WeakMap<StripeElements, { clientSecret: string; input: HTMLInputElement | null }>();
  let count = 0;

  const elementsFor = (clientSecret: string): StripeElements => {
    const elements: StripeElements = {
      create: () => {
        const state = { clientSecret, input: null as HTMLInputElement | null };
        fields.set(elements, state);
        const wrapper = document.createElement('div');
        const onReady: (() => void)[] = [];
        return {
          mount(target) {
            count += 1;
            // A one-off intent (no invoice in its secret) takes cash at OXXO: Stripe's form asks for nothing
            // here worth playing, and its confirmation issues the voucher.
            if (!clientSecret.startsWith('pi_in_')) {
              const note = document.createElement('p');
              note.textContent = 'Efectivo en OXXO (prueba): al confirmar se genera la ficha de pago.';
              wrapper.append(note);
              target.append(wrapper);
              setTimeout(() => onReady.forEach((handler) => handler()), 0);
              return;
            }
            const id = `stand-in-card-${count}`;
            const label = document.createElement('label');
            label.htmlFor = id;
            label.textContent = 'Número de tarjeta (prueba)';
            label.style.cssText = 'display:block;font-size:0.875rem;font-weight:500;margin-bottom:0.25rem';
            const input = document.createElement('input');
            input.id = id;
            input.type = 'text';
            input.inputMode = 'numeric';
            input.autocomplete = 'cc-number';
            input.style.cssText =
              'width:100%;border:1px solid #64748b;border-radius:0.375rem;padding:0.5rem 0.75rem';
            wrapper.append(label, input);
            target.append(wrapper);
            state.input = input;
            // Stripe's element says it is ready once its iframe has loaded: later, never inside mount().
            setTimeout(() => onReady.forEach((handler) => handler()), 0);
          },
          on(_event, handler) {
            onReady.push(handler);
          },
          destroy() {
            wrapper.remove();
            state.input = null;
          },
        };
      },
    };
    return elements;
  };

  const stripe: StripeJs = {
    elements: ({ clientSecret }) => elementsFor(clientSecret),
    async confirmPayment({ elements }) {
      const state = fields.get(elements);
      const card = state?.input?.value.replace(/\s+/g, '') ?? '';
      const oxxo = state ? !state.clientSecret.startsWith('pi_in_') : false;
      if (!state || (!oxxo && !/^\d{12,19}$/.test(card)))
        return { error: { message: 'El número de tarjeta está incompleto.' } };
      if (!oxxo && card === declinedCard) return { error: { message: declinedMessage } };
      const response = await fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientSecret: state.clientSecret }),
      });
      return response.ok ? {} : { error: { message: 'No se pudo procesar el pago de prueba.' } };
    },
  };
  window.Stripe = () => stripe;
}

export function stripeJsStandIn(payUrl: string): string {
  const args = [payUrl, DECLINED_CARD, DECLINED_MESSAGE].map((value) => JSON.stringify(value)).join(', ');
  return `(${standIn.toString()})(${args});\n`;
}
