import { RefreshCw } from 'lucide-react';
import { uiMessages } from '#shared/common-messages';
import { Alert } from './alert';
import { Button } from './button';

export function LoadingStatus() {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-slate-700">
      <span
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
        aria-hidden
      />
      {uiMessages.loading}
    </p>
  );
}

// A page whose data did not arrive says so and offers another try instead of showing empty values.
export function LoadError({
  message = uiMessages.loadFailed,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {uiMessages.retry}
      </Button>
    </Alert>
  );
}
