import type { RequestStatus } from './request-statuses';
import type { ServiceStatus } from './service-lifecycle';

// A request stops being the thing to watch once a service is agreed from it (an accepted offer, or a direct
// booking from the start): from then on its status is its service's, read from the service each time rather
// than stored twice. Decided here, for the API and every badge.

const ENDED_AS: Partial<Record<ServiceStatus, RequestStatus>> = {
  completed: 'completed',
  cancelled: 'cancelled',
  declined: 'cancelled',
};

/**
 * The request's status as its service leaves it: 'assigned' while the service is ahead or under way, then
 * 'completed' or 'cancelled'. Without a service, its own ('open', 'hidden', or 'cancelled' with its account).
 */
export function requestStatusOf(own: RequestStatus, service: ServiceStatus | null): RequestStatus {
  if (service === null) return own;
  return ENDED_AS[service] ?? 'assigned';
}

export type RequestBadge =
  { of: 'request'; status: RequestStatus } | { of: 'service'; status: ServiceStatus };

/** What the request's badge shows: its service's status once there is one (its label: requestBadge). */
export function requestBadgeOf(request: {
  status: RequestStatus;
  serviceStatus: ServiceStatus | null;
}): RequestBadge {
  return request.serviceStatus === null
    ? { of: 'request', status: request.status }
    : { of: 'service', status: request.serviceStatus };
}
