import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { providerUi } from '#shared/provider-ui';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { Alert } from '#web/components/ui/alert';
import { buttonVariants } from '#web/components/ui/button';

const texts = providerUi.requests;

const NOTICES = {
  'no-area': {
    title: texts.noAreaTitle,
    body: texts.noAreaBody,
    action: texts.noAreaAction,
    to: PROVIDER_PAGES.area.to,
  },
  'no-plan': {
    title: texts.noPlanTitle,
    body: texts.noPlanBody,
    action: texts.noPlanAction,
    to: PROVIDER_PAGES.subscription.to,
  },
} as const;

// What stands between the provider and applying, with the page that fixes it.
export function RequestsNotice({ reason }: { reason: keyof typeof NOTICES }) {
  const notice = NOTICES[reason];
  return (
    <Alert variant="info" className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-semibold">{notice.title}</p>
        <p>{notice.body}</p>
      </div>
      <Link to={notice.to} className={buttonVariants({ size: 'wrap', className: 'justify-self-start' })}>
        {notice.action}
        <ArrowRight aria-hidden />
      </Link>
    </Alert>
  );
}
