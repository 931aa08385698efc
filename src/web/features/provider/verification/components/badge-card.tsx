import { Link } from 'react-router';
import { verificationMessages } from '#shared/verification-messages';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { ProviderBadge } from '#web/components/provider-badge';
import { buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { cn } from '#web/lib/utils';

const texts = verificationMessages.page;

/** What a verified identity shows customers, plan by plan. */
export function BadgeCard() {
  return (
    <Card aria-labelledby="verification-badges" className="grid gap-4">
      <CardHeader className="mb-0">
        <CardTitle id="verification-badges">{texts.badgeTitle}</CardTitle>
        <CardDescription>{texts.badgeIntro}</CardDescription>
      </CardHeader>
      <ul className="grid gap-3 text-sm text-slate-800">
        <li className="grid justify-items-start gap-1">
          <ProviderBadge provider={{ verified: true, identityVerified: true }} aria-hidden />
          {texts.badgeByPlan.featured}
        </li>
        <li className="grid justify-items-start gap-1">
          <ProviderBadge provider={{ verified: false, identityVerified: true }} aria-hidden />
          {texts.badgeByPlan.basic}
        </li>
      </ul>
      <Link
        to={PROVIDER_PAGES.subscription.to}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}
      >
        {texts.seePlans}
      </Link>
    </Card>
  );
}
