import { useLocation } from 'react-router';
import type { Route } from './+types/reservar';
import { formatMoney } from '../../shared/format';
import { preselectedService } from '../features/marketing/booking';
import { ButtonLink } from '../features/marketing/components/button-link';
import { PageIntro } from '../features/marketing/components/page-intro';
import { bookingPlaceholder, bookingSeo } from '../features/marketing/content/booking';
import { ctaLabels, priceLabels } from '../features/marketing/content/common';
import { seoMeta, siteData } from '../features/marketing/seo';
import { useHydrated } from '../lib/use-hydrated';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(bookingSeo, loaderData);

// Placeholder until the booking wizard lands; it already honours the service chosen on /servicios.
export default function BookingPage() {
  const location = useLocation();
  // Read after hydration: the prerendered HTML has no query string or navigation state to match.
  const hydrated = useHydrated();
  const service = hydrated ? preselectedService(location.state, location.search) : undefined;

  return (
    <PageIntro title={bookingPlaceholder.title} lead={bookingPlaceholder.lead}>
      {service ? (
        <p className="w-full rounded-xl bg-white p-4 text-slate-800 ring-1 ring-teal-200">
          {bookingPlaceholder.chosen} <strong>{service.name}</strong> · {priceLabels.from}{' '}
          {formatMoney(service.fromPrice)}
        </p>
      ) : null}
      <ButtonLink to="/servicios">{ctaLabels.seeServices}</ButtonLink>
      <ButtonLink to="/contacto" variant="secondary">
        {ctaLabels.contactUs}
      </ButtonLink>
    </PageIntro>
  );
}
