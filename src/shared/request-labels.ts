import { BUDGET_RANGES, findService, labelOf, SERVICE_TYPES } from './catalog';
import { formatMoney } from './format';

// An open request names a service type and a budget range; a direct booking names a catalogue service and
// the provider's price. Every screen and e-mail shows either kind through these two.

interface RequestKind {
  serviceId: string | null;
  serviceType: string | null;
  budgetRange: string | null;
  /** Centavos; set for a direct booking. */
  price: number | null;
}

export function requestServiceLabel(request: Pick<RequestKind, 'serviceId' | 'serviceType'>): string {
  return findService(request.serviceId)?.name ?? labelOf(SERVICE_TYPES, request.serviceType ?? '');
}

export function requestBudgetLabel(request: Pick<RequestKind, 'price' | 'budgetRange'>): string {
  return request.price != null
    ? formatMoney(request.price)
    : labelOf(BUDGET_RANGES, request.budgetRange ?? '');
}
