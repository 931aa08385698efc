import { CalendarDays } from 'lucide-react';
import { providerUi } from '../../../../shared/messages';
import { PROVIDER_PAGES } from '../../../components/layout/panel-menus';
import { UpcomingServices } from '../../services/upcoming-services';
import { providerKey } from '../query-keys';

// Calendario, first as an agenda: the provider's upcoming services, with the customer's phone and address
// once agreed.
export function CalendarContent() {
  return (
    <UpcomingServices
      queryKey={providerKey('services')}
      viewer="provider"
      texts={providerUi.calendar}
      icon={CalendarDays}
      action={{ to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests }}
    />
  );
}
