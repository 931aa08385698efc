import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

// One entry of a panel's menu; each panel lists its own (provider-menu.ts, client-menu.ts, operator-menu.ts), so
// that a panel's first load carries only its own icons.
export type PanelMenuItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

type PanelLayoutProps = {
  title: string;
  menu: readonly PanelMenuItem[];
  /** Beside the title: the bell. */
  actions?: ReactNode;
  children: ReactNode;
};

// One menu: a sidebar from lg up, a horizontally scrolling strip below.
export function PanelLayout({ title, menu, actions, children }: PanelLayoutProps) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the strip scrolls sideways: bring the current page's entry into view, page scroll untouched.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const navBox = nav.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    nav.scrollLeft += activeBox.left - navBox.left - (navBox.width - activeBox.width) / 2;
  }, [pathname]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 lg:py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav
          ref={navRef}
          aria-label={`Menú: ${title}`}
          className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
        >
          <ul className="flex gap-2 pb-1 lg:sticky lg:top-24 lg:flex-col lg:gap-1">
            {menu.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand',
                      isActive
                        ? 'bg-brand text-white'
                        : 'border border-slate-200 bg-white text-slate-800 hover:bg-slate-100 lg:border-transparent lg:bg-transparent',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
