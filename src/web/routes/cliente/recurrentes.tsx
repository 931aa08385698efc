import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { ClientPlansContent } from '#web/features/client/recurring/plans-page';
import { recurringUi } from '#web/components/recurring/texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/recurrentes';

const page = CLIENT_PAGES.recurring;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientRecurringRoute() {
  return (
    <PanelPage title={page.label} description={recurringUi.clientDescription}>
      <ClientPlansContent />
    </PanelPage>
  );
}
