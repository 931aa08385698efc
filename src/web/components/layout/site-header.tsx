import { Menu, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND } from '#shared/brand';
import { uiMessages } from '#shared/common-messages';
import { MAIN_NAV } from '#shared/site-map';
import { useStaticPage } from '#web/lib/static-page';
import { cn } from '#web/lib/utils';
import { AccountActions, StaticAccountActions, type AccountNav } from './account-actions';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand',
    isActive ? 'text-brand' : 'text-slate-700',
  );

const mobileAccountClass = 'mt-2 grid grid-cols-2 border-t border-slate-200 pt-3';

type SiteHeaderProps = { account: AccountNav; onSignOut: () => void };

export function SiteHeader({ account, onSignOut }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const staticPage = useStaticPage();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Hiding the focused link would drop the focus to the page's start: it goes back to the toggle.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <Sparkles className="size-6 text-brand" aria-hidden />
          {BRAND.name}
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        {staticPage ? (
          <StaticAccountActions className="hidden md:flex" />
        ) : (
          <AccountActions account={account} onSignOut={onSignOut} className="hidden md:flex" />
        )}
        <button
          ref={toggleRef}
          type="button"
          data-slot="menu-toggle"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand md:hidden"
          aria-label={open ? uiMessages.closeMenu : uiMessages.openMenu}
          aria-expanded={open}
          aria-controls="menu-movil"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          {staticPage ? (
            <template data-slot="menu-close-icon">
              <X className="size-6" aria-hidden />
            </template>
          ) : null}
        </button>
      </div>
      <div
        ref={menuRef}
        id="menu-movil"
        hidden={!open}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <nav aria-label="Menú móvil" className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={close}>
              {item.label}
            </NavLink>
          ))}
          {staticPage ? (
            <StaticAccountActions className={mobileAccountClass} />
          ) : (
            <AccountActions
              account={account}
              onSignOut={onSignOut}
              onNavigate={close}
              className={mobileAccountClass}
            />
          )}
        </nav>
      </div>
    </header>
  );
}
