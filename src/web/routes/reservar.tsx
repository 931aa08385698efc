import { useLocation } from 'react-router';
import type { Route } from './+types/reservar';
import { useAuth, type AuthState } from '#web/lib/auth/auth-provider';
import { BookingWizard } from '#web/features/booking/components/booking-wizard';
import type { BookingViewer } from '#web/features/booking/texts';
import {
  BOOK_AGAIN_QUERY_PARAM,
  frequencyOf,
  PROVIDER_QUERY_PARAM,
  preselectedService,
} from '#web/lib/booking';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { bookingIntro, bookingSeo } from '#web/features/marketing/content/booking';
import { seoMeta, siteData } from '#web/features/marketing/seo';
import { useHydrated } from '#web/lib/use-hydrated';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(bookingSeo, loaderData);

function viewerOf(auth: AuthState): BookingViewer {
  if (auth.status === 'loading') return 'loading';
  if (auth.status === 'signedOut') return 'guest';
  return auth.user.userType === 'provider' ? 'provider' : 'client';
}

// Prerendered with step 1 (the nine services) readable as HTML; the wizard takes over once React hydrates.
export default function BookingPage() {
  const location = useLocation();
  const auth = useAuth();
  // Read after hydration: the prerendered HTML has no query string or navigation state to match.
  const hydrated = useHydrated();
  const service = hydrated ? preselectedService(location.state, location.search) : undefined;
  const search = hydrated ? new URLSearchParams(location.search) : null;
  const providerId = search?.get(PROVIDER_QUERY_PARAM) ?? undefined;
  const bookAgainId = search?.get(BOOK_AGAIN_QUERY_PARAM) ?? undefined;

  return (
    <>
      <PageIntro title={bookingIntro.title} lead={bookingIntro.lead} />
      <div className="px-4 pb-16 sm:px-6">
        <BookingWizard
          preselectedServiceId={service?.id}
          preselectedProviderId={service ? providerId : undefined}
          bookAgainId={service ? bookAgainId : undefined}
          frequency={service && bookAgainId ? frequencyOf(search) : undefined}
          viewer={viewerOf(auth)}
        />
      </div>
    </>
  );
}
