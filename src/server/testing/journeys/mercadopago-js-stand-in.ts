import type { FastifyInstance } from 'fastify';
import type { CardPaymentBrickSettings, MercadoPagoJs } from '#shared/mercadopago-js';

/** Where the journeys' pages load the stand-in from (the checkout's `scriptUrl` with E2E_TEST_HOOKS). */
export const MERCADOPAGO_JS_STAND_IN_PATH = '/api/test/mercadopago.js';

/** The card token the journeys' Mercado Pago API declines (test/fake-mercadopago.ts): any other is approved. */
export const MP_DECLINED_TOKEN = 'card-token-declined';

/** The card number the stand-in brick turns into a token the journeys' Mercado Pago declines. */
export const MP_DECLINED_NUMBER = '4000000000000002';

/**
 * Runs in the browser, serialized into /api/test/mercadopago.js (E2E_TEST_HOOKS only): the part of Mercado
 * Pago's SDK that mercadopago-js.ts types, with a plain labelled field and button in place of the Card Payment
 * Brick's frames. Its onSubmit hands over a token the journeys' Mercado Pago API (test/fake-mercadopago.ts)
 * understands: the declined one for MP_DECLINED_NUMBER, otherwise one whose card the bank approves.
 */
function standIn(declinedNumber: string, declinedToken: string) {
  let count = 0;
  class MercadoPago implements MercadoPagoJs {
    bricks() {
      return {
        create: async (_brick: 'cardPayment', containerId: string, settings: CardPaymentBrickSettings) => {
          const target = document.getElementById(containerId);
          if (!target) throw new Error(`no element #${containerId} for the brick`);
          count += 1;
          const id = `stand-in-mp-card-${count}`;
          const form = document.createElement('form');
          form.noValidate = true;
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
          const button = document.createElement('button');
          button.type = 'submit';
          button.textContent = 'Pagar (prueba)';
          button.style.cssText =
            'margin-top:0.75rem;border-radius:0.375rem;background:#0f172a;color:#fff;padding:0.5rem 1rem';
          // Made only when there is something to say: an empty alert would still be one.
          let problem: HTMLParagraphElement | null = null;
          form.append(label, input, button);
          form.addEventListener('submit', (event) => {
            event.preventDefault();
            const number = input.value.replace(/\s+/g, '');
            if (!/^\d{12,19}$/.test(number)) {
              if (!problem) {
                problem = document.createElement('p');
                problem.setAttribute('role', 'alert');
                form.append(problem);
              }
              problem.textContent = 'Escribe el número completo de la tarjeta.';
              return;
            }
            problem?.remove();
            problem = null;
            button.disabled = true;
            // One token a submit, as the real brick makes (journeys run on localhost, a secure context).
            const token = number === declinedNumber ? declinedToken : `card-token-${crypto.randomUUID()}`;
            void settings.callbacks
              .onSubmit({
                token,
                payment_method_id: number.startsWith('5') ? 'master' : 'visa',
                issuer_id: '160',
                installments: 1,
                transaction_amount: settings.initialization.amount,
                payer: { email: 'comprador-prueba@example.com' },
              })
              .finally(() => {
                button.disabled = false;
              });
          });
          target.append(form);
          // The real brick says it is ready once its frames have loaded: later, never inside create().
          setTimeout(() => settings.callbacks.onReady(), 0);
          return { unmount: () => form.remove() };
        },
      };
    }
  }
  window.MercadoPago = MercadoPago;
}

export function mercadoPagoJsStandIn(): string {
  const args = [MP_DECLINED_NUMBER, MP_DECLINED_TOKEN].map((value) => JSON.stringify(value)).join(', ');
  return `(${standIn.toString()})(${args});\n`;
}

/** With E2E_TEST_HOOKS and Mercado Pago for services configured (never in production: env.ts refuses the hooks). */
export default async function mercadoPagoTestHooks(app: FastifyInstance) {
  const script = mercadoPagoJsStandIn();
  app.get(MERCADOPAGO_JS_STAND_IN_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );
}
