import { Star } from 'lucide-react';
import { CLIENT_PAGES } from '../../components/layout/panel-menus';
import { ClientEmptyPage } from '../../features/client/components/client-empty-page';
import { clientUi } from '../../features/client/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/resenas';

const page = CLIENT_PAGES.reviews;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientReviewsRoute() {
  return <ClientEmptyPage title={page.label} texts={clientUi.reviews} icon={Star} />;
}
