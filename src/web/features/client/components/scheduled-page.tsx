import { CalendarCheck } from 'lucide-react';
import { NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { UpcomingServices } from '#web/components/services/upcoming-services';
import { CLIENT_SERVICES_KEY } from '#web/features/client/api/services';
import { clientUi } from '#web/features/client/texts';

// Programados: the customer's upcoming services.
export function ScheduledContent() {
  return (
    <UpcomingServices
      queryKey={CLIENT_SERVICES_KEY}
      viewer="customer"
      texts={clientUi.scheduled}
      icon={CalendarCheck}
      action={{ to: NEW_REQUEST_PATH, label: clientUi.publishRequest }}
    />
  );
}
