import { CalendarCheck } from 'lucide-react';
import { CLIENT_PAGES } from '../../components/layout/panel-menus';
import { ClientEmptyPage } from '../../features/client/components/client-empty-page';
import { clientUi } from '../../features/client/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/programados';

const page = CLIENT_PAGES.scheduled;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientScheduledRoute() {
  return <ClientEmptyPage title={page.label} texts={clientUi.scheduled} icon={CalendarCheck} />;
}
