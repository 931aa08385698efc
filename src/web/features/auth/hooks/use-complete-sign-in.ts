import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '#web/lib/safe-redirect';
import { useRefreshSession } from '#web/lib/auth/auth-provider';

// The session is read before navigating, so a protected `redirectTo` page sees the person signed in.
export function useCompleteSignIn(): () => Promise<void> {
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');

  return useCallback(async () => {
    await refreshSession();
    await navigate(safeRedirect(redirectTo), { replace: true });
  }, [navigate, redirectTo, refreshSession]);
}
