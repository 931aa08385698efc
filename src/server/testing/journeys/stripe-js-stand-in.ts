import type { StripeElements, StripeJs } from '#shared/stripe-js';

/** Stripe's test card that is always declined, and what the stand-in says then. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Tu tarjeta fue rechazada.';

/**
 * Runs in the browser, serialized into /api/test/stripe.js: the part of Stripe.js that stripe-js.ts types,
 * with a plain labelled field in place of Stripe's iframe. A good card asks the server's hook to play Stripe
 * (charge, then the signed webhook: invoice.paid for a plan, a hold or a saved card for a service); the declined
 * one fails as Stripe's form would, in the browser, and for a service the hook also plays Stripe's
 * payment_failed event. An OXXO payment has no field: confirming it has the hook issue its voucher
 * (payment_intent.requires_action). A one-off intent's secret does not say whether it takes OXXO or a card, so
 * the stand-in asks the hook (`kindUrl`), as Stripe's form reads the intent's payment methods.
 */
function standIn(payUrl: string, kindUrl: string, declinedCard: string, declinedMessage: string) {
  type Field = { clientSecret: string; input: HTMLInputElement | null; oxxo: boolean; plan: boolean };
  const fields = new WeakMap<StripeElements, Field>();
  let count = 0;

  const post = (url: string, body: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const kindOf = async (clientSecret: string): Promise<'card' | 'oxxo'> => {
    if (clientSecret.startsWith('pi_in_') || clientSecret.startsWith('seti_')) return 'card';
    const response = await post(kindUrl, { clientSecret });
    const answer = response.ok ? ((await response.json()) as { kind: 'card' | 'oxxo' }) : null;
    return answer?.kind ?? 'oxxo';
  };

  const elementsFor = (clientSecret: string): StripeElements => {
    const elements: StripeElements = {
      create: () => {
        const state: Field = {
          clientSecret,
          input: null,
          oxxo: false,
          plan: clientSecret.startsWith('pi_in_'),
        };
        fields.set(elements, state);
        const wrapper = document.createElement('div');
        const onReady: (() => void)[] = [];
        let destroyed = false;
        // Stripe's element says it is ready once its iframe has loaded: later, never inside mount().
        const ready = () => setTimeout(() => onReady.forEach((handler) => handler()), 0);
        return {
          mount(target) {
            count += 1;
            const id = `stand-in-card-${count}`;
            void kindOf(clientSecret).then((kind) => {
              if (destroyed) return;
              // An intent that takes cash at OXXO: Stripe's form asks for nothing here worth playing, and its
              // confirmation issues the voucher.
              if (kind === 'oxxo') {
                state.oxxo = true;
                const note = document.createElement('p');
                note.textContent = 'Efectivo en OXXO (prueba): al confirmar se genera la ficha de pago.';
                wrapper.append(note);
                target.append(wrapper);
                ready();
                return;
              }
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
              ready();
            });
          },
          on(_event, handler) {
            onReady.push(handler);
          },
          destroy() {
            destroyed = true;
            wrapper.remove();
            state.input = null;
          },
        };
      },
    };
    return elements;
  };

  const confirm = async ({ elements }: { elements: StripeElements }) => {
    const state = fields.get(elements);
    const card = state?.input?.value.replace(/\s+/g, '') ?? '';
    const oxxo = state?.oxxo ?? false;
    if (!state || (!oxxo && !/^\d{12,19}$/.test(card)))
      return { error: { type: 'validation_error', message: 'El número de tarjeta está incompleto.' } };
    if (!oxxo && card === declinedCard) {
      // A service's card refused: Stripe tells the server too (payment_failed), not only the form.
      if (!state.plan) await post(payUrl, { clientSecret: state.clientSecret, outcome: 'declined' });
      return { error: { type: 'card_error', message: declinedMessage } };
    }
    const response = await post(payUrl, { clientSecret: state.clientSecret });
    return response.ok ? {} : { error: { message: 'No se pudo procesar el pago de prueba.' } };
  };

  const stripe: StripeJs = {
    elements: ({ clientSecret }) => elementsFor(clientSecret),
    confirmPayment: confirm,
    confirmSetup: confirm,
  };
  window.Stripe = () => stripe;
}

export function stripeJsStandIn(payUrl: string, kindUrl: string): string {
  const args = [payUrl, kindUrl, DECLINED_CARD, DECLINED_MESSAGE]
    .map((value) => JSON.stringify(value))
    .join(', ');
  return `(${standIn.toString()})(${args});\n`;
}
