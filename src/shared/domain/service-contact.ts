import { isIn, SCHEDULED_STATUSES, type ServiceStatus } from './service-lifecycle';

// The exact address and phone of a service still ahead, changed by its customer afterwards (a service agreed
// before the request form asked for them, or a typo). Decisions:
// - Only the customer, and only while the service is scheduled (a booking waiting for its answer, or confirmed):
//   once it is under way or over, the address no longer sends anyone anywhere.
// - Missing ones may be added until the start: without them the provider cannot come at all.
// - Ones already given may be corrected until CONTACT_CORRECTION_HOURS before the start; after that the provider
//   may be on the way, and the customer calls them (their phone is on the service card).

export const CONTACT_CORRECTION_HOURS = 3;
const HOUR_MS = 3_600_000;

export type ContactRefusal = 'wrong_status' | 'already_started' | 'correction_closed';
export type ContactChange = { ok: true; kind: 'add' | 'correct' } | { ok: false; reason: ContactRefusal };

interface ContactState {
  status: ServiceStatus;
  scheduledAt: Date;
  /** The service carries both a street and a phone. */
  complete: boolean;
}

/** Whether the customer may give the service its address and phone now, and whether that adds or corrects. */
export function contactChange(service: ContactState, now: Date): ContactChange {
  if (!isIn(SCHEDULED_STATUSES, service.status)) return { ok: false, reason: 'wrong_status' };
  const start = service.scheduledAt.getTime();
  if (now.getTime() >= start) return { ok: false, reason: 'already_started' };
  if (!service.complete) return { ok: true, kind: 'add' };
  if (now.getTime() >= start - CONTACT_CORRECTION_HOURS * HOUR_MS)
    return { ok: false, reason: 'correction_closed' };
  return { ok: true, kind: 'correct' };
}

/** A service's address and phone are complete when both a street and a phone are there. */
export const contactComplete = (contact: { address: unknown; phone: string | null } | null): boolean =>
  Boolean(contact?.address && contact.phone);
