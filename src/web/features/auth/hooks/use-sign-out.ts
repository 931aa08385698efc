import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../api/auth-api';
import { clearLocalSession } from '../auth-provider';

// SPEC §2/§7: whatever the server answers, the local session ends and the person lands on /.
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out request failed; clearing the local session anyway.', error);
    }
    // Leave protected pages first, so their guard does not bounce to /login on the way out.
    await navigate('/');
    clearLocalSession(queryClient);
  }, [navigate, queryClient]);
}
