import { useHydrated } from '#web/lib/use-hydrated';

// Prerendered HTML carries the build year; after hydration the key changes, so React writes today's year.
// Pages that never hydrate get it from src/web/enhance/year.ts, which finds the span by its data-slot.
export function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? 'client' : 'prerendered'} data-slot="current-year" suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
