import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FREE_TIMES_KEY } from '#web/components/free-times/api';
import { recurringUi } from '#web/components/recurring/texts';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

/**
 * A dialog that books one of a provider's free starts: the server's refusal to read in the dialog, a failure that
 * is not one (network, 5xx) as a toast, and a start taken meanwhile (409 SLOT_TAKEN) undone (`reset`) with the
 * free times read again.
 */
export function useTimeRefusal() {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: Error, reset: () => void) => {
    if (!(error instanceof ApiError) || error.status >= 500) {
      toast.error(recurringUi.actionFailed);
      return;
    }
    setRefusal(error.message);
    if (error.code !== 'SLOT_TAKEN') return;
    reset();
    void queryClient.invalidateQueries({ queryKey: FREE_TIMES_KEY });
  };
  return { refusal, setRefusal, onError };
}
