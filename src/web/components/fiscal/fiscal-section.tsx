import { lazy, Suspense } from 'react';
import { fiscalFormMessages } from '#shared/fiscal-messages';
import { TitledCard } from '#web/components/ui/card';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useFiscalProfile } from './api';

const texts = fiscalFormMessages;

// The form brings zod and the SAT catalogues; the receipts above it do not wait for them.
const FiscalForm = lazy(() => import('./fiscal-form'));

/**
 * 'Datos fiscales': optional. A provider's plan payments get their CFDI with them; a customer sends them with
 * 'Solicitar factura'. `note` says which.
 */
export function FiscalSection({ note }: { note: string }) {
  const query = useFiscalProfile();
  return (
    <TitledCard title={texts.title} description={note}>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus />}>
          <FiscalForm profile={query.data} />
        </Suspense>
      )}
    </TitledCard>
  );
}
