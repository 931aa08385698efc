import { Receipt } from 'lucide-react';
import { CLIENT_PAGES } from '../../components/layout/panel-menus';
import { ClientEmptyPage } from '../../features/client/components/client-empty-page';
import { clientUi } from '../../features/client/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/pagos';

const page = CLIENT_PAGES.payments;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientPaymentsRoute() {
  return <ClientEmptyPage title={page.label} texts={clientUi.payments} icon={Receipt} />;
}
