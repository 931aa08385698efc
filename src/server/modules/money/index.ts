export { default as moneyRoutes } from './routes';
export { chargeOf, providerEarnings, unsettledCharges } from './service';
