import { useHydrated } from '../../lib/use-hydrated';

// Prerendered HTML carries the build year; after hydration the key changes, so React writes today's year.
export function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? 'client' : 'prerendered'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
