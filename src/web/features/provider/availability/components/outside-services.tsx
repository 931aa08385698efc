import { formatServiceTime } from '#shared/format';
import { scheduleMessages } from '#shared/schedule-messages';
import type { Availability } from '#web/features/provider/availability/api/get-availability';
import { RecurringMark } from '#web/components/services/recurring-mark';
import { Alert } from '#web/components/ui/alert';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';

// After a save: the booked services the new hours or days off leave out, each with its customer and, for a visit of
// a recurring plan, 'Plan recurrente' (its customer was told). Nothing was cancelled; the provider decides what to
// do with each.
export function OutsideServices({ services }: { services: Availability['outside'] }) {
  if (services.length === 0) return null;
  const viewerZone = browserTimeZone();
  return (
    <Alert variant="info" aria-labelledby="outside-title" className="grid gap-2">
      <h3 id="outside-title" className="font-semibold">
        {scheduleMessages.outsideTitle}
      </h3>
      <p>{scheduleMessages.outsideHint}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {services.map((service) => (
          <li key={service.id}>
            <span className="font-semibold">{service.title}</span>:{' '}
            {formatServiceTime(service.scheduledAt, service.durationMinutes, service.timeZone, viewerZone)}
            {service.customerName
              ? ` ${fillMessage(scheduleMessages.outsideCustomer, { customer: service.customerName })}`
              : null}
            {service.planId ? <RecurringMark className="ml-2 align-middle" /> : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
