import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

function focusable(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled');
}

/**
 * Radix gives the focus back to a DialogTrigger only, but our dialogs are opened from buttons in lists
 * (a request card, a plan card). The opener is remembered instead; when the dialog's action removed or
 * disabled it ("Aplicar" becomes "Propuesta enviada"), its card takes the focus rather than the page's start.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<{ element: HTMLElement; card: HTMLElement | null } | null>(null);

  return {
    onOpenAutoFocus(event: Event) {
      const element = document.activeElement;
      opener.current =
        element instanceof HTMLElement && element !== document.body
          ? { element, card: element.closest<HTMLElement>('article') }
          : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const remembered = opener.current;
      if (event.defaultPrevented || !remembered) return;
      event.preventDefault();
      if (focusable(remembered.element)) return remembered.element.focus();
      const card = remembered.card;
      if (!card?.isConnected) return;
      if (!card.hasAttribute('tabindex')) card.tabIndex = -1;
      card.focus();
    },
  };
}
