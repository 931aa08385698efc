import { uiMessages } from '#shared/common-messages';
import { LoadError } from '#web/components/ui/query-status';
import { ApiError } from '#web/lib/api';

// A refusal worth reading (two-factor authentication turned off meanwhile, a user that does not exist) is shown
// as the API words it; anything else as the panels' usual failure.
export function ConsoleLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const readable = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return <LoadError message={readable ? error.message : uiMessages.loadFailed} onRetry={onRetry} />;
}
