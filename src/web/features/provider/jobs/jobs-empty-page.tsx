import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { providerUi } from '../../../../shared/messages';
import { PanelPage } from '../../../components/layout/panel-page';
import { PROVIDER_PAGES } from '../../../components/layout/panel-menus';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

interface JobsEmptyPageProps {
  title: string;
  texts: { description: string; emptyTitle: string; emptyBody: string };
  icon: LucideIcon;
}

// Calendario, Ganancias and Reseñas get their data with accepted and completed jobs (a later issue):
// until then each says honestly what will appear there.
export function JobsEmptyPage({ title, texts, icon }: JobsEmptyPageProps) {
  return (
    <PanelPage title={title} description={texts.description}>
      <EmptyState
        icon={icon}
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
