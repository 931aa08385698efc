import type { ReactNode } from 'react';
import { PanelMenu, type PanelMenuItem } from './panel-menu';

type PanelLayoutProps = {
  title: string;
  menu: readonly PanelMenuItem[];
  /** Beside the title: the bell. */
  actions?: ReactNode;
  children: ReactNode;
};

// One menu: a sidebar from lg up, a button naming the current page below (panel-menu.tsx).
export function PanelLayout({ title, menu, actions, children }: PanelLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 lg:py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <PanelMenu title={title} menu={menu} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
