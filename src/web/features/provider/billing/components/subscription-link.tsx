import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';

/** Plans are chosen and their transfers' details shown on Suscripción; Facturación only points there. */
export function SubscriptionLink({ label }: { label: string }) {
  return (
    <Link
      to={PROVIDER_PAGES.subscription.to}
      className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
    >
      {label}
      <ArrowRight className="size-4 shrink-0" aria-hidden />
    </Link>
  );
}
