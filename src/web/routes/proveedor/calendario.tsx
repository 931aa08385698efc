import { CalendarDays } from 'lucide-react';
import { providerUi } from '../../../shared/messages';
import { PROVIDER_PAGES } from '../../components/layout/panel-menus';
import { JobsEmptyPage } from '../../features/provider/jobs/jobs-empty-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/calendario';

const page = PROVIDER_PAGES.calendar;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderCalendarRoute() {
  return <JobsEmptyPage title={page.label} texts={providerUi.calendar} icon={CalendarDays} />;
}
