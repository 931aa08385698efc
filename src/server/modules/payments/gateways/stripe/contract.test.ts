import { describePlanCheckoutContract } from '#server/testing/payments/plan-checkout-contract';
import { describeServiceCardContract } from '#server/testing/payments/service-card-contract';
import { stripeCards, stripePlans } from '#server/testing/payments/stripe-driver';

// What every gateway promises, run against Stripe; what only Stripe does is in this folder's other tests.
describePlanCheckoutContract(stripePlans);
describeServiceCardContract(stripeCards);
