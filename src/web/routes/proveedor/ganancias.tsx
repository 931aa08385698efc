import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { providerUi } from '../../../shared/messages';
import { PanelPage } from '../../components/layout/panel-page';
import { PROVIDER_PAGES } from '../../components/layout/panel-menus';
import { buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/ganancias';

const page = PROVIDER_PAGES.earnings;
const texts = providerUi.earnings;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

// Its data arrives with accepted and completed jobs (a later issue): until then, an honest empty state.
export default function ProviderEarningsRoute() {
  return (
    <PanelPage title={page.label} description={texts.description}>
      <EmptyState
        icon={Wallet}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={PROVIDER_PAGES.requests.to} className={buttonVariants({ variant: 'outline' })}>
            {providerUi.seeRequests}
          </Link>
        }
      />
    </PanelPage>
  );
}
