import { lazy, Suspense } from 'react';
import { useToastState } from '#web/lib/toast';

const ToastRegion = lazy(() => import('./toast-region'));

export function Toaster() {
  const { used } = useToastState();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
