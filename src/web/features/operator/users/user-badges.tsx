import { operatorMessages } from '#shared/operator-messages';
import type { OperatorUser } from '#shared/schemas/operator';
import { cn } from '#web/lib/utils';

const texts = operatorMessages.users;

/** A short status on one line (Suspendido, Prioritaria): the caller gives its colours. */
export function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** 'Suspendido' or 'Activo', and 'Operador' for the team's own accounts. */
export function UserBadges({ user }: { user: Pick<OperatorUser, 'suspendedAt' | 'isOperator'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.suspendedAt ? (
        <Badge className="bg-red-100 text-red-900">{texts.suspendedBadge}</Badge>
      ) : (
        <Badge className="bg-emerald-100 text-emerald-900">{texts.activeBadge}</Badge>
      )}
      {user.isOperator ? (
        <Badge className="bg-violet-100 text-violet-900">{texts.operatorBadge}</Badge>
      ) : null}
    </span>
  );
}
