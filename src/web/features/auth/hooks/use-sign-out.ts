import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useEndSession } from '#web/lib/auth/auth-provider';

/** Forgets the session in this tab and lands on /: after signing out, and once the account is deleted. */
export function useLeaveSession(): () => Promise<void> {
  const endSession = useEndSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    endSession();
    await navigate('/');
  }, [endSession, navigate]);
}

// SPEC §2/§7: whatever the server answers, the local session ends and the person lands on /. The request's code
// loads on the click: every page's header holds this hook, and few visits end by signing out.
export function useSignOut(): () => Promise<void> {
  const leave = useLeaveSession();

  return useCallback(async () => {
    try {
      const { signOut } = await import('#web/features/auth/api/auth-api');
      await signOut();
    } catch (error) {
      console.error('Sign-out request failed; clearing the local session anyway.', error);
    }
    await leave();
  }, [leave]);
}
