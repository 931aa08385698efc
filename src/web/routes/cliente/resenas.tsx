import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES, NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { clientUi } from '#web/features/client/texts';
import { ReviewsContent } from '#web/features/reviews/reviews-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/resenas';

const page = CLIENT_PAGES.reviews;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientReviewsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.reviews.description}>
      <ReviewsContent
        viewer="customer"
        empty={{
          title: clientUi.reviews.emptyTitle,
          body: clientUi.reviews.emptyBody,
          action: { to: NEW_REQUEST_PATH, label: clientUi.publishRequest },
        }}
      />
    </PanelPage>
  );
}
