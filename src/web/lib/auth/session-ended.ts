/**
 * The sentence a guard passes to /login in history state when the session ended on the server's word (a
 * suspension: the API's own message), so the person does not just find themselves signed out.
 */
export type SessionEndedState = { sessionEnded: string };

export function sessionEndedNotice(state: unknown): string | null {
  const notice = (state as Partial<SessionEndedState> | null)?.sessionEnded;
  return typeof notice === 'string' && notice ? notice : null;
}
