import { Link, useLocation, useSearchParams } from 'react-router';
import { verifyEmailMessages as texts } from '#shared/auth-messages';
import type { VerifyLinkError } from '#shared/site-map';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount';
import { useHydrated } from '#web/lib/use-hydrated';
import { useReturnTo, type ReturnTo } from '#web/features/auth/hooks/use-return-to';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { CheckEmail } from './check-email';
import { ResendForm } from './resend-form';

const CARDS = {
  TOKEN_EXPIRED: { title: texts.expiredTitle, description: texts.expiredBody },
  INVALID_TOKEN: { title: texts.invalidTitle, description: texts.invalidBody },
  none: { title: texts.requestTitle, description: texts.requestBody },
} as const;

function emailIn(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

function linkErrorIn(params: URLSearchParams): VerifyLinkError | null {
  const error = params.get('error');
  if (!error) return null;
  return error === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN';
}

// Three arrivals: from sign-up or a resend (the address in history state), from a link that could not be used
// (?error=), or directly. The prerendered HTML is the last; state and query are read once hydrated.
export function VerifyEmailPage() {
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = hydrated ? emailIn(location.state) : null;
  const error = hydrated ? linkErrorIn(searchParams) : null;
  const returnTo = useReturnTo();

  if (email) return <CheckEmail key={email} email={email} returnTo={returnTo} />;
  return <RequestLink key={error ?? 'none'} error={error} returnTo={returnTo} />;
}

function RequestLink({ error, returnTo }: { error: VerifyLinkError | null; returnTo: ReturnTo }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(error !== null);
  const card = CARDS[error ?? 'none'];
  return (
    <AuthCard
      headingRef={error ? headingRef : undefined}
      title={card.title}
      description={card.description}
      footer={
        <p>
          <Link to={returnTo.linkTo('/login')} className="font-medium text-brand hover:underline">
            {texts.backToLogin}
          </Link>
        </p>
      }
    >
      <ResendForm returnTo={returnTo} />
    </AuthCard>
  );
}
