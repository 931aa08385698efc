import { lazy, Suspense } from 'react';
import { fiscalFormMessages } from '../../../../../shared/fiscal-messages';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useFiscalProfile } from '../api/fiscal-profile';

const texts = fiscalFormMessages;

// The form brings zod and the SAT catalogues; the receipts above it do not wait for them.
const FiscalForm = lazy(() => import('./fiscal-form'));

/** 'Datos fiscales': optional; with them each paid plan payment can get its CFDI. */
export function FiscalSection() {
  const query = useFiscalProfile();
  return (
    <Card aria-labelledby="fiscal-title">
      <CardHeader>
        <CardTitle id="fiscal-title">{texts.title}</CardTitle>
        <CardDescription>{texts.note}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus />}>
          <FiscalForm profile={query.data} />
        </Suspense>
      )}
    </Card>
  );
}
