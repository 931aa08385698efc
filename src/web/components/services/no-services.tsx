import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state';

/** What a list of the person's services shows, and where its empty state leads. */
export interface ServicesListProps {
  /** The panel's query key, so the panel's refresh reaches the list. */
  queryKey: readonly string[];
  viewer: 'customer' | 'provider';
  texts: { listLabel: string; emptyTitle: string; emptyBody: string };
  icon: LucideIcon;
  /** Where the empty state leads. */
  action: { to: string; label: string };
}

export function NoServices({ texts, icon, action }: Pick<ServicesListProps, 'texts' | 'icon' | 'action'>) {
  return <EmptyState icon={icon} title={texts.emptyTitle} description={texts.emptyBody} link={action} />;
}
