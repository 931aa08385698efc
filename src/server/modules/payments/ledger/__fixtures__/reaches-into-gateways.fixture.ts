// A deliberate violation (see src/shared/domain/__fixtures__): payments' ledger reaching into a file of
// payments/gateways, a module of its own (it has an index.ts) although its folder is inside payments.
import { gatewayDown } from '#server/modules/payments/gateways/plan-gateway';

export const borrowed = gatewayDown;
