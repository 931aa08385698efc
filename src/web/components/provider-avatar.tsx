import type { ProviderCard } from '#shared/schemas/requests';
import { cn } from '#web/lib/utils';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es-MX'))
    .join('');
}

// The name is written beside it, so the picture itself is decoration for screen readers.
export function ProviderAvatar({ provider, className }: { provider: ProviderCard; className?: string }) {
  const base = cn('size-12 shrink-0 rounded-full', className);
  if (provider.photoUrl) {
    return <img src={provider.photoUrl} alt="" className={cn(base, 'object-cover')} loading="lazy" />;
  }
  return (
    <span
      aria-hidden
      className={cn(base, 'grid place-items-center bg-brand-soft font-semibold text-brand-strong')}
    >
      {initialsOf(provider.displayName) || '?'}
    </span>
  );
}
