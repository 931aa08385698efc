import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { uiMessages } from '../../../../shared/messages';
import { NEW_REQUEST_PATH } from '../../../components/layout/panel-menus';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingStatus } from '../../../components/ui/query-status';
import { useMyServices } from '../../services/api';
import { ServiceList, UPCOMING } from '../../services/service-card';
import { CLIENT_SERVICES_KEY } from '../api/services';
import { clientUi } from '../texts';

const texts = clientUi.scheduled;

// Programados: the customer's upcoming services, soonest first, as the server sends them.
export function ScheduledContent() {
  const query = useMyServices(CLIENT_SERVICES_KEY);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const upcoming = query.data.filter((service) => UPCOMING.has(service.status));
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={NEW_REQUEST_PATH} className={buttonVariants({ variant: 'outline' })}>
            {clientUi.publishRequest}
          </Link>
        }
      />
    );
  }
  return <ServiceList services={upcoming} label={texts.listLabel} viewer="customer" />;
}
