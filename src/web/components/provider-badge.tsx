import { BadgeCheck, ShieldCheck, ShieldEllipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { badgeMessages } from '#shared/badge-messages';
import type { ProviderCard } from '#shared/schemas/requests';
import { cn } from '#web/lib/utils';

const KINDS = {
  verified: {
    Icon: BadgeCheck,
    label: badgeMessages.verifiedProvider,
    tone: 'bg-emerald-100 text-emerald-900',
  },
  identity: {
    Icon: ShieldCheck,
    label: badgeMessages.verifiedIdentity,
    tone: 'bg-slate-100 text-slate-800',
  },
  pending: {
    Icon: ShieldEllipsis,
    label: badgeMessages.verificationPending,
    tone: 'bg-amber-100 text-amber-900',
  },
};

type ProviderBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** `verificationDueBy`: on the marketplace's cards (the wizard, the public page), set while in the grace period. */
  provider: Pick<ProviderCard, 'verified' | 'identityVerified'> & { verificationDueBy?: string | null };
  size?: 'sm' | 'md';
  /** Read after the label by screen readers: what the badge vouches for. */
  hint?: string;
};

/**
 * 'Proveedor verificado' (identity approved, on a plan that includes the badge) or 'Identidad verificada'
 * (approved, on Básico); 'Verificación pendiente' for one listed in the grace period of providers who predate
 * the rule; nothing otherwise. A span, so it also fits inside the wizard's radio labels.
 */
export function ProviderBadge({ provider, size = 'sm', hint, className, ...props }: ProviderBadgeProps) {
  const kind = provider.verified
    ? KINDS.verified
    : provider.identityVerified
      ? KINDS.identity
      : provider.verificationDueBy
        ? KINDS.pending
        : null;
  if (!kind) return null;
  const { Icon, label, tone } = kind;
  return (
    <span
      data-slot="provider-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold',
        size === 'sm' ? 'px-2 py-0.5 text-xs [&_svg]:size-3.5' : 'px-3 py-1 text-sm [&_svg]:size-4',
        tone,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="shrink-0" />
      {label}
      {hint ? <span className="sr-only">. {hint}</span> : null}
    </span>
  );
}
