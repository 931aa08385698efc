import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import { mercadoPagoCardInput } from '#shared/schemas/payouts';
import { cardCheckoutOut, serviceParams, serviceResponse } from '#shared/schemas/services';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { mergeAnswers, type ErrorAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { authorizeCardToken, startCardPayment } from '#server/modules/payments';
import type { ServiceRoutesOptions } from './options';
import { serviceAnswer } from './service-answer';

// What both card forms refuse before a gateway is asked.
const CARD_REFUSALS: ErrorAnswers = {
  404: {
    NOT_FOUND: 'no service with this id has this customer as a party',
    PAYMENTS_OFF: 'cards are not paid online on this server',
  },
  409: {
    NOT_CARD: 'the service is not paid by card',
    CARD_TOO_LATE: 'the time to authorise a card has passed, or the service ended',
  },
};

/** 'Pagar con tarjeta': a service paid by card gets its card, through Stripe's form or Mercado Pago's. */
export default async function cardPaymentRoutes(
  app: FastifyInstance,
  { db, cardGateway, mercadoPago }: ServiceRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const takingCards = (request: FastifyRequest) =>
    cardGateway(request).filter((gateway) => gateway.methods.includes('card'));

  // The card form of a service paid by card (a hold now, or the card saved for later).
  routes.post(
    '/api/services/:serviceId/card-payment',
    {
      schema: { params: serviceParams, response: { 200: cardCheckoutOut } },
      config: {
        errors: mergeAnswers(CARD_REFUSALS, {
          409: {
            ALREADY_AUTHORIZED: 'a card is already authorised (or saved) for this service',
            PROVIDER_NO_CARDS: 'the provider’s payout account cannot take card payments',
            CARD_TOO_EARLY: 'Mercado Pago: the service is more than 6 days away (the message says from when)',
          },
          502: { PAYMENT_GATEWAY_UNAVAILABLE: 'the payment gateway could not be reached' },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const cards = takingCards(request);
      if (cards.length === 0) throw new AppError(404, 'PAYMENTS_OFF', cardPaymentMessages.cardsOff);
      const {
        gateway: card,
        checkout,
        amount,
      } = await startCardPayment(db, cards, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        now: app.clock.now(),
        log: request.log,
      });
      return {
        checkout: {
          gateway: card.name,
          publishableKey: card.publishableKey,
          scriptUrl: card.scriptUrl,
          clientSecret: checkout.clientSecret,
          mode: checkout.mode,
          amount,
        },
      };
    },
  );

  // The card as Mercado Pago's form tokenised it: held now, for the service's price, in the provider's account.
  routes.post(
    '/api/services/:serviceId/card-payment/mercadopago',
    {
      schema: { params: serviceParams, body: mercadoPagoCardInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers(CARD_REFUSALS, {
          409: {
            NOT_MERCADOPAGO: 'the service’s card goes through Stripe, not Mercado Pago',
            CARD_TOO_EARLY: 'the service is more than 6 days away (the message says from when)',
            ALREADY_AUTHORIZED: 'a card is already authorised for this service',
            PROVIDER_NO_CARDS: 'the provider’s Mercado Pago account cannot take card payments',
          },
          502: { PAYMENT_GATEWAY_UNAVAILABLE: 'Mercado Pago could not be reached' },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const cards = takingCards(request);
      if (cards.length === 0 || !mercadoPago)
        throw new AppError(404, 'PAYMENTS_OFF', mercadoPagoMessages.off);
      const now = app.clock.now();
      const job = await authorizeCardToken(db, cards, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        card: request.body,
        now,
        log: request.log,
      });
      app.tasks.wake();
      return serviceAnswer(db, job, request.user!.id, now);
    },
  );
}
