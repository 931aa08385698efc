import { describePlanCheckoutContract } from '#server/testing/payments/plan-checkout-contract';
import { describeServiceCardContract } from '#server/testing/payments/service-card-contract';
import { mercadoPagoCards, mercadoPagoPlans } from '#server/testing/payments/mercadopago-driver';

// What every gateway promises, run against Mercado Pago; what only Mercado Pago does is in this folder's other
// tests.
describePlanCheckoutContract(mercadoPagoPlans);
describeServiceCardContract(mercadoPagoCards);
