import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { panelMenuMessages as texts } from '#shared/menu-messages';
import { cn } from '#web/lib/utils';

// One entry of a panel's menu; each panel lists its own (provider-menu.ts, client-menu.ts, operator-menu.ts), so
// that a panel's first load carries only its own icons.
export type PanelMenuItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** A count beside an entry (keyed by its `to`): the number to see, and what a screen reader says ('3 sin leer'). */
export type PanelMenuBadges = Readonly<Record<string, { count: number; label: string }>>;

// The entry NavLink marks as current: the longest `to` the path is, or is under (`end`: only itself).
function currentEntry(menu: readonly PanelMenuItem[], pathname: string): PanelMenuItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return menu
    .filter(({ to, end }) => path === to || (!end && path.startsWith(`${to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * A panel's menu: a sidebar from lg up; below, a disclosure whose button names the current page and opens the
 * list of every page (Escape closes it and gives the focus back to the button, as does choosing a page).
 */
export function PanelMenu({
  title,
  menu,
  badges = {},
}: {
  title: string;
  menu: readonly PanelMenuItem[];
  badges?: PanelMenuBadges;
}) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: going to another page closes it, however one gets there.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = currentEntry(menu, pathname);
  const CurrentIcon = current?.icon;

  // A press outside the menu closes it, as the site's own menu does.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpenOn(null);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <nav ref={navRef} aria-label={`Menú: ${title}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-left text-sm font-semibold text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand lg:hidden"
      >
        {CurrentIcon && <CurrentIcon className="size-4 text-brand" aria-hidden />}
        <span className="min-w-0 flex-1 truncate">
          {current && <span className="sr-only">{texts.currentPage} </span>}
          {current?.label ?? texts.noPage}
        </span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul
        id={listId}
        className={cn(
          'mt-2 flex-col gap-1 rounded-md border border-slate-200 bg-white p-1 lg:sticky lg:top-24 lg:mt-0 lg:flex lg:border-0 lg:bg-transparent lg:p-0',
          open ? 'flex' : 'hidden',
        )}
      >
        {menu.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand',
                  isActive ? 'bg-brand text-white' : 'text-slate-800 hover:bg-slate-100',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
              <MenuBadge badge={badges[to]} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuBadge({ badge }: { badge: { count: number; label: string } | undefined }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <span className="ml-auto grid min-w-5 place-items-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden>{badge.count > 99 ? '99+' : badge.count}</span>
      <span className="sr-only">, {badge.label}</span>
    </span>
  );
}
