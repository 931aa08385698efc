export {
  applyPlanEvent,
  endAtGateway,
  endGrace,
  endOnlinePlansOf,
  PLAN_GATEWAY_END,
  PLAN_GATEWAY_PRICE,
  PLAN_GRACE_END,
  priceAtGateway,
} from './online';
export { expireVoucher, OXXO_VOUCHER_EXPIRY } from './oxxo';
export { default as subscriptionRoutes } from './routes';
export type { PlanPaymentSettings } from './routes';
export { findActiveSubscription, lockProvider, toSubscription, withPlanInForce } from './service';
export {
  cancelPendingPlan,
  expireTransfer,
  PLAN_RENEWAL_REMINDER,
  remindRenewal,
  TRANSFER_EXPIRY,
} from './transfers';
