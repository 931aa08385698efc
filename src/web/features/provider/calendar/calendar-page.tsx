import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { providerUi, uiMessages } from '../../../../shared/messages';
import { PROVIDER_PAGES } from '../../../components/layout/panel-menus';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingStatus } from '../../../components/ui/query-status';
import { useMyServices } from '../../services/api';
import { ServiceList, UPCOMING } from '../../services/service-card';
import { providerKey } from '../query-keys';

const texts = providerUi.calendar;

// Calendario, first as an agenda: the provider's upcoming services, soonest first, with the customer's phone
// and address once agreed.
export function CalendarContent() {
  const query = useMyServices(providerKey('services'));
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const upcoming = query.data.filter((service) => UPCOMING.has(service.status));
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={PROVIDER_PAGES.requests.to} className={buttonVariants({ variant: 'outline' })}>
            {providerUi.seeRequests}
          </Link>
        }
      />
    );
  }
  return <ServiceList services={upcoming} label={texts.listLabel} viewer="provider" />;
}
