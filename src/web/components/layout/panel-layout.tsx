import type { ReactNode } from 'react';
import { PanelMenu, type PanelMenuBadges, type PanelMenuItem } from './panel-menu';

type PanelLayoutProps = {
  title: string;
  menu: readonly PanelMenuItem[];
  /** Beside the title: the bell. */
  actions?: ReactNode;
  /** Counts beside menu entries ('Mensajes' and its unread). */
  badges?: PanelMenuBadges;
  children: ReactNode;
};

// One menu: a sidebar from lg up, a button naming the current page below (panel-menu.tsx).
export function PanelLayout({ title, menu, actions, badges, children }: PanelLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 lg:py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <PanelMenu title={title} menu={menu} badges={badges} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
