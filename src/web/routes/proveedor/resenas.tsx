import { Star } from 'lucide-react';
import { providerUi } from '../../../shared/messages';
import { PROVIDER_PAGES } from '../../components/layout/panel-menus';
import { JobsEmptyPage } from '../../features/provider/jobs/jobs-empty-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/resenas';

const page = PROVIDER_PAGES.reviews;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderReviewsRoute() {
  return <JobsEmptyPage title={page.label} texts={providerUi.reviews} icon={Star} />;
}
