import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PanelPage } from './panel-page';

export interface EmptyPanelPageProps {
  title: string;
  texts: { description: string; emptyTitle: string; emptyBody: string };
  icon: LucideIcon;
  action: { to: string; label: string };
}

// A panel page whose data comes with the job lifecycle (a later issue): until then it says what will appear
// there, with one way forward, instead of showing sample figures.
export function EmptyPanelPage({ title, texts, icon, action }: EmptyPanelPageProps) {
  return (
    <PanelPage title={title} description={texts.description}>
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={action.to} className={buttonVariants({ variant: 'outline' })}>
            {action.label}
          </Link>
        }
      />
    </PanelPage>
  );
}
