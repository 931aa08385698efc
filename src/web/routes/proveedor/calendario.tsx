import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { CalendarContent } from '#web/features/provider/calendar/calendar-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/calendario';

const page = PROVIDER_PAGES.calendar;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderCalendarRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.calendar.description}>
      <CalendarContent />
    </PanelPage>
  );
}
