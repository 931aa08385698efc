import { menuMessages } from '#shared/menu-messages';

// SiteHeader's mobile menu without React: the toggle names its action; Escape or a chosen link closes it.
export function enhanceMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-slot="menu-toggle"]');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  const template = toggle?.querySelector<HTMLTemplateElement>('template[data-slot="menu-close-icon"]');
  const openIcon = toggle?.querySelector(':scope > svg');
  const icon = template?.content.firstElementChild;
  const closeIcon = icon && document.importNode(icon, true);
  if (!toggle || !menu || !openIcon || !closeIcon) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? menuMessages.closeMenu : menuMessages.openMenu);
    // replaceWith on the icon that is not in the page does nothing, so this is safe to repeat.
    (open ? openIcon : closeIcon).replaceWith(open ? closeIcon : openIcon);
  };

  // `hidden` is true or 'until-found' while the menu is shut: either way a click opens it.
  toggle.addEventListener('click', () => setOpen(menu.hidden !== false));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    // Hiding the focused link would drop the focus to the page's start: it goes back to the toggle.
    const focusWasInside = menu.contains(document.activeElement);
    setOpen(false);
    if (focusWasInside) toggle.focus();
  });
  // The menu belongs to the visit: a page restored from the back/forward cache comes back closed.
  window.addEventListener('pagehide', () => setOpen(false));
}
