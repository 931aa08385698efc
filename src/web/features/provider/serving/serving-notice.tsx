import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/format';
import type { Serving } from '#shared/schemas/serving';
import { servingMessages } from '#shared/serving-messages';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { Alert } from '#web/components/ui/alert';
import { buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { missingLine } from './missing';

/**
 * While the provider's verification is not approved: until when the grace period lets them send offers and be
 * booked, or that they cannot any more; what is missing, and the way to Verificación. Nothing once approved.
 */
export function ServingNotice({ serving }: { serving: Serving }) {
  if (serving.state === 'verified') return null;
  const grace = serving.state === 'grace' && serving.graceUntil !== null;
  const title = grace
    ? fillMessage(servingMessages.graceTitle, { date: formatDateTime(serving.graceUntil!) })
    : servingMessages.requiredTitle;
  return (
    <Alert variant="info" className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p>{grace ? servingMessages.graceBody : servingMessages.requiredBody}</p>
        <p>{missingLine(serving)}</p>
      </div>
      <Link
        to={PROVIDER_PAGES.verification.to}
        className={buttonVariants({ size: 'wrap', className: 'justify-self-start' })}
      >
        {servingMessages.action}
        <ArrowRight aria-hidden />
      </Link>
    </Alert>
  );
}
