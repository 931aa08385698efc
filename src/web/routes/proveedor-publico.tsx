import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { providerPageTexts } from '#shared/provider-page-texts';
import type { PublicProvider } from '#shared/schemas/provider-page';
import { NotFoundContent } from '#web/components/layout/not-found-content';
import { LoadingStatus } from '#web/components/ui/query-status';
import { ProviderPage } from '#web/features/provider-page/provider-page';
import { ApiError, apiFetch } from '#web/lib/api';
import { pageMeta } from '#web/lib/meta';
import type { Route } from './+types/proveedor-publico';

// The server answers this address with the app's shell and the provider's own head (title, description,
// JSON-LD: server/web/provider-head.ts); here the app reads the same provider from the API and shows them.
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  try {
    const { provider } = await apiFetch<{ provider: PublicProvider }>(
      `/api/providers/${encodeURIComponent(params.slug)}`,
      { unauthorized: 'ignore', signal: request.signal },
    );
    return provider;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function HydrateFallback() {
  return <LoadingStatus />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(providerPageTexts.titleOf(loaderData), providerPageTexts.descriptionOf(loaderData))
    : pageMeta();

export default function PublicProviderRoute({ loaderData: provider }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // An old name in the address (the provider renamed themselves): the page's one address replaces it.
  useEffect(() => {
    if (provider && location.pathname !== provider.path)
      void navigate({ pathname: provider.path, search: location.search }, { replace: true });
  }, [provider, location.pathname, location.search, navigate]);
  if (!provider) return <NotFoundContent />;
  return <ProviderPage provider={provider} />;
}
