import { useEffect, useRef } from 'react';

// A view that replaces another on the same page takes focus, so a screen reader announces the change.
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
