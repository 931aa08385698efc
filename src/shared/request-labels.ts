import { BUDGET_RANGES, findService, labelOf } from './catalog';
import { formatMoney } from './format';

// Requests and direct bookings name a catalogue service; an open request has a budget range, a direct booking
// the provider's price. Every screen and e-mail shows either kind through these two.

interface RequestKind {
  serviceId: string;
  budgetRange: string | null;
  /** Centavos; set for a direct booking. */
  price: number | null;
}

export function requestServiceLabel(request: Pick<RequestKind, 'serviceId'>): string {
  return findService(request.serviceId)?.name ?? request.serviceId ?? '';
}

export function requestBudgetLabel(request: Pick<RequestKind, 'price' | 'budgetRange'>): string {
  return request.price != null
    ? formatMoney(request.price)
    : labelOf(BUDGET_RANGES, request.budgetRange ?? '');
}
