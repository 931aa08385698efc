export { assertMethodAvailable, methodRefusal, requestMethods } from './available-methods';
export { configuredGateways, configuredMercadoPagoServices, configuredServiceGateway } from './configured';
export type { GatewayScripts } from './configured';
export { isMercadoPagoServices } from './mercadopago/services';
export type { MercadoPagoServiceGateway } from './mercadopago/services';
export { MP_TOKEN_REFRESH, runTokenRefresh, scheduleTokenRefresh } from './mercadopago/tokens';
export { gatewayDown, GatewayUnavailableError, WebhookSignatureError } from './plan-gateway';
export type { GatewayName, PaymentGateway, PlanCharge, PlanEvent, PlanStart } from './plan-gateway';
export type {
  BankCheckout,
  BankInstructions,
  CardCheckout,
  OxxoVoucher,
  PayoutAccountState,
  RequestGateways,
  ServiceCharge,
  ServiceEvent,
  ServiceGateway,
  ServiceGateways,
} from './service-gateway';
