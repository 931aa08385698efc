import { logoAlt } from '#shared/domain/logo';
import { cn } from '#web/lib/utils';

type ProviderLogoProps = {
  provider: { displayName: string; logoUrl: string | null };
  /** CSS pixels of the square it is fitted in; the same class sizes it, so nothing moves when it loads. */
  size: number;
  /** Below the fold (a list of cards): the browser fetches it when it comes near. */
  lazy?: boolean;
  className?: string;
};

/** Empresarial's 'Logotipo', whole inside its square; nothing while the plan in force does not show it. */
export function ProviderLogo({ provider, size, lazy = false, className }: ProviderLogoProps) {
  if (!provider.logoUrl) return null;
  return (
    <img
      src={provider.logoUrl}
      alt={logoAlt(provider.displayName)}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      style={{ width: size, height: size }}
      className={cn('shrink-0 object-contain', className)}
    />
  );
}
