import { ANALYTICS_PLAN } from '#shared/domain/analytics';
import { analyticsUi } from '#shared/analytics-messages';
import { uiMessages } from '#shared/common-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import {
  AnalyticsContent,
  AnalyticsPlanRequired,
} from '#web/features/provider/analytics/components/analytics-page';
import { useSubscription } from '#web/features/provider/subscription/api/get-subscription';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/estadisticas';

const page = PROVIDER_PAGES.analytics;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

// The plan in force decides what the page asks for: without Empresarial it tells what the panel holds, and
// never asks for figures the server would refuse (403 PLAN_REQUIRED).
export default function ProviderAnalyticsRoute() {
  const subscription = useSubscription();
  return (
    <PanelPage title={page.label} description={analyticsUi.description}>
      {subscription.isPending ? (
        <LoadingStatus />
      ) : subscription.isError ? (
        <LoadError message={uiMessages.loadFailed} onRetry={() => void subscription.refetch()} />
      ) : subscription.data.subscription?.planType === ANALYTICS_PLAN ? (
        <AnalyticsContent />
      ) : (
        <AnalyticsPlanRequired />
      )}
    </PanelPage>
  );
}
