import { CalendarCheck } from 'lucide-react';
import { NEW_REQUEST_PATH } from '../../../components/layout/client-menu';
import { UpcomingServices } from '../../../components/services/upcoming-services';
import { CLIENT_SERVICES_KEY } from '../api/services';
import { clientUi } from '../texts';

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
