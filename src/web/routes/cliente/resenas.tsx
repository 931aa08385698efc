import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES } from '../../components/layout/panel-menus';
import { clientUi } from '../../features/client/texts';
import { ReviewsContent } from '../../features/reviews/reviews-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/resenas';

const page = CLIENT_PAGES.reviews;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientReviewsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.reviews.description}>
      <ReviewsContent viewer="customer" />
    </PanelPage>
  );
}
