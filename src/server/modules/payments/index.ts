// Payments' public face: the ledger's steps and tasks, and the routes app.ts registers. The gateways are a
// module of their own (gateways/index.ts), below this one: subscriptions and requests use them without the ledger.
export {
  askOnlinePayment,
  CARD_AUTHORIZE,
  CARD_DEADLINE,
  CARD_HOLD_RENEWAL,
  CARD_SETTLE,
  ONLINE_START,
  onlineGateway,
  servicePaymentTerms,
} from './ledger/ask-payment';
export {
  runCardAuthorize,
  runCardHoldRenewal,
  runCardSettle,
  settleCardOnEnd,
} from './ledger/card-settlement';
export { cardStateOf, cardStates, latestCardPaymentOf } from './ledger/card-states';
export type { CardPaymentState } from './ledger/card-states';
export { authorizeCardToken } from './ledger/mercadopago-card';
export { bankGateway, runOnlineStart, startOnlinePayment } from './ledger/online-payments';
export { changePaymentMethod, runCardDeadline, startCardPayment } from './ledger/service-payments';
export { followServiceMove } from './ledger/service-moved';
export { giveRefundAccount } from './ledger/service-refunds';
export { readStripePayouts, default as servicePaymentRoutes } from './routes/card';
export { default as mercadoPagoRoutes } from './routes/mercadopago';
export { default as onlinePaymentRoutes } from './routes/online';
export { default as paymentWebhookRoutes } from './routes/webhooks';
