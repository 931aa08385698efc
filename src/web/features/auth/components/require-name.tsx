import { lazy, Suspense, type ReactNode } from 'react';
import { uiMessages } from '#shared/common-messages';
import { useUser } from '#web/lib/auth/auth-provider';

// Only the few accounts made before sign-up asked for the name load the question.
const AskName = lazy(() => import('./ask-name'));

/**
 * An account made before sign-up asked for the name sees 'Cuéntanos cómo te llamas' instead of the panel's page,
 * once: the panels greet by it and providers read it. Everyone else goes straight on.
 */
export function RequireName({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.name?.trim()) return children;
  return (
    <Suspense fallback={<p role="status">{uiMessages.loading}</p>}>
      <AskName />
    </Suspense>
  );
}
