import { useEffect } from 'react';
import { toast } from './toast';

// SPEC §8 announces some load failures as a toast: once per failure, not on every render.
export function useErrorToast(failedAt: number, message: string): void {
  useEffect(() => {
    if (failedAt > 0) toast.error(message);
  }, [failedAt, message]);
}
