import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False while React hydrates prerendered HTML (and at build time), true afterwards.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
