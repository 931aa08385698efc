import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PanelPage } from '../../../components/layout/panel-page';
import { NEW_REQUEST_PATH } from '../../../components/layout/panel-menus';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { clientUi } from '../texts';

interface ClientEmptyPageProps {
  title: string;
  texts: { description: string; emptyTitle: string; emptyBody: string };
  icon: LucideIcon;
}

// Programados, Historial, Reseñas and Pagos fill up with accepted and completed jobs (a later issue):
// until then each says what will appear there instead of showing sample figures.
export function ClientEmptyPage({ title, texts, icon }: ClientEmptyPageProps) {
  return (
    <PanelPage title={title} description={texts.description}>
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={NEW_REQUEST_PATH} className={buttonVariants({ variant: 'outline' })}>
            {clientUi.publishRequest}
          </Link>
        }
      />
    </PanelPage>
  );
}
