import { useSearchParams } from 'react-router';
import { signInMessages } from '#shared/sign-in-messages';
import { BOOKING_PATH, isReturnPath } from '#shared/site-map';
import { safeRedirect } from '#web/lib/safe-redirect';
import { useHydrated } from '#web/lib/use-hydrated';

export type ReturnTo = {
  /** The page of this site to go back to (`?redirectTo=`), or null. */
  redirectTo: string | null;
  /** What the e-mailed confirmation link may return to: a plain path only (the server checks it again). */
  callbackURL: string | undefined;
  /** Why the person is asked to sign in, when the page they come from says so. */
  reason: string | null;
  /** Another guest page (sign-in, sign-up, the confirmation page) that keeps the way back. */
  linkTo: (path: string) => string;
};

// Read once hydrated: the prerendered guest pages have no query string to match.
export function useReturnTo(): ReturnTo {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const raw = hydrated ? params.get('redirectTo') : null;
  const redirectTo = raw ? safeRedirect(raw, '') || null : null;
  return {
    redirectTo,
    callbackURL: isReturnPath(redirectTo) ? redirectTo : undefined,
    reason: redirectTo === BOOKING_PATH ? signInMessages.bookingSignIn : null,
    linkTo: (path) => (redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path),
  };
}
