import { CalendarPlus, Navigation } from 'lucide-react';
import { directionsUrl } from '#shared/address';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import type { Service } from '#shared/schemas/services';
import { buttonVariants } from '#web/components/ui/button';
import { serviceCalendarUrl } from './api';
import { serviceUi as texts } from './texts';

/** A service still ahead: its file for the person's calendar and, for the provider, the way to its address. */
export function ServiceLinks({ service, viewer }: { service: Service; viewer: 'customer' | 'provider' }) {
  // The statuses the server gives a calendar file for; the street comes only once the service is agreed.
  if (!isIn(SCHEDULED_STATUSES, service.status)) return null;
  const address = viewer === 'provider' ? service.contact?.address : null;
  return (
    <div className="flex flex-wrap gap-3">
      <a href={serviceCalendarUrl(service.id)} download className={buttonVariants({ variant: 'outline' })}>
        <CalendarPlus aria-hidden />
        {texts.addToCalendar}
      </a>
      {address ? (
        <a
          href={directionsUrl(address, service.location)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Navigation aria-hidden />
          {texts.directions}
          <span className="sr-only"> {texts.opensInNewTab}</span>
        </a>
      ) : null}
    </div>
  );
}
