import { addressLine, directionsUrl } from '#shared/address';
import { contactLabels } from '#shared/contact-labels';
import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { formatMoney } from '#shared/format';
import { serviceMessages } from '#shared/service-messages';
import type { Service } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import { calendarFile, type CalendarEvent } from './ics';
import { REMINDER_HOURS, findAsParty } from '#server/modules/jobs';
import { toServices } from './services';

const texts = serviceMessages.calendar;
// A function, not a string, as the replacement: a '$&' in someone's title stays as written.
const fill = (template: string, slot: string, value: string) => template.replace(`{${slot}}`, () => value);

/** The event as `service`'s viewer reads it: what they may see of the place, the other party, the price. */
export function serviceEvent(service: Service, viewer: 'customer' | 'provider', now: Date): CalendarEvent {
  const contact = service.contact;
  const address = contact?.address;
  const other =
    viewer === 'customer'
      ? fill(texts.provider, 'name', service.provider.displayName)
      : fill(texts.customer, 'name', contact?.name ?? service.customer.name);
  return {
    uid: `${service.id}@limpiahogar`,
    stamp: now,
    start: new Date(service.scheduledAt),
    // DTEND: the service's own length (RFC 5545 §3.6.1, the end is not part of the event).
    end: new Date(service.endsAt),
    summary: service.title,
    // The exact address only once the service is agreed (toServices decides); the locality after it for the map.
    location: address ? addressLine(address, service.location) : service.location,
    description: [
      other,
      ...(contact?.phone ? [`${contactLabels.phone}: ${contact.phone}`] : []),
      ...(address?.references ? [`${contactLabels.references}: ${address.references}`] : []),
      ...(address ? [`${contactLabels.directions}: ${directionsUrl(address, service.location)}`] : []),
      fill(texts.price, 'amount', formatMoney(service.price)),
      fill(texts.paymentMethod, 'method', labelOf(PAYMENT_METHODS, service.paymentMethod)),
    ].join('\n'),
    status: service.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    // It rings when the e-mail reminder is sent.
    alarm: { hoursBefore: REMINDER_HOURS, description: fill(texts.reminder, 'title', service.title) },
  };
}

/** 'Agregar a mi calendario': the .ics file of a service still ahead, for one of its two parties. */
export async function serviceCalendar(
  db: Database,
  serviceId: string,
  viewerId: string,
  now: Date,
): Promise<{ fileName: string; body: string }> {
  const { job, actor } = await findAsParty(db, serviceId, viewerId);
  if (!isIn(SCHEDULED_STATUSES, job.status))
    throw new ConflictError('SERVICE_NOT_SCHEDULED', texts.notScheduled);
  const [service] = await toServices(db, [job], viewerId, now);
  return {
    fileName: fill(texts.fileName, 'id', job.id.slice(0, 8)),
    body: calendarFile(serviceEvent(service!, actor === 'customer' ? 'customer' : 'provider', now)),
  };
}
