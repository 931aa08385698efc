import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { ReviewsContent } from '#web/features/reviews/reviews-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/resenas';

const page = PROVIDER_PAGES.reviews;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderReviewsRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.reviews.description}>
      <ReviewsContent
        viewer="provider"
        empty={{
          title: providerUi.reviews.emptyTitle,
          body: providerUi.reviews.emptyBody,
          action: { to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests },
        }}
      />
    </PanelPage>
  );
}
