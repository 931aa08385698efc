import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { uiMessages } from '../../../shared/messages';
import { buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError, LoadingStatus } from '../../components/ui/query-status';
import { useMyServices } from './api';
import { ServiceList, UPCOMING } from './service-card';

interface UpcomingServicesProps {
  /** 'upcoming' (default): soonest first; 'past': ended services, latest first. */
  when?: 'upcoming' | 'past';
  /** The panel's query key, so the panel's refresh reaches the list. */
  queryKey: readonly string[];
  viewer: 'customer' | 'provider';
  texts: { listLabel: string; emptyTitle: string; emptyBody: string };
  icon: LucideIcon;
  /** Where the empty state leads. */
  action: { to: string; label: string };
}

// Programados and Calendario: the person's upcoming services, soonest first, as the server sends them;
// Historial: the ended ones (completed, cancelled, declined), latest first.
export function UpcomingServices({
  when = 'upcoming',
  queryKey,
  viewer,
  texts,
  icon,
  action,
}: UpcomingServicesProps) {
  const query = useMyServices(queryKey);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const upcoming =
    when === 'upcoming'
      ? query.data.filter((service) => UPCOMING.has(service.status))
      : query.data.filter((service) => !UPCOMING.has(service.status)).reverse();
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={action.to} className={buttonVariants({ variant: 'outline' })}>
            {action.label}
          </Link>
        }
      />
    );
  }
  return <ServiceList services={upcoming} label={texts.listLabel} viewer={viewer} />;
}
