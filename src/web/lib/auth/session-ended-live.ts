import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '#web/lib/live';
import { sessionQueryKey } from './session';

/**
 * While a signed-in page holds the live stream: the server's 'signed-out' (a suspension ended the session) reads
 * the session again at once, whose 401 says why, so the page goes to /login with the reason without waiting for
 * the person's next step. Apart from auth-provider.tsx, which every page loads (/login too): only the panels that
 * hold the live stream load this and the stream's code.
 */
export function useSessionEndedLive() {
  const queryClient = useQueryClient();
  useLiveEvent('signed-out', () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
}
