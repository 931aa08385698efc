import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingStep } from '#web/features/booking/booking-form';
import { uiMessages } from '#shared/common-messages';
import { toast } from '#web/lib/toast';
import { laterSteps, preloadLaterSteps } from './later-steps-loader';

// The current step, kept in a ref as well for the resolver (it validates only the step on screen);
// after a move the new step's heading takes focus so the change is announced. A move to step 2, 3 or 4 waits
// for their module (at once when it is here); the latest move wins.
export function useWizardSteps() {
  const [step, setStep] = useState<BookingStep>(1);
  const stepRef = useRef<BookingStep>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const moves = useRef(0);

  const goTo = useCallback((next: BookingStep) => {
    const move = ++moves.current;
    const arrive = () => {
      if (move !== moves.current) return;
      stepRef.current = next;
      moved.current = true;
      setStep(next);
    };
    if (laterSteps() || next === 1) arrive();
    // A download that fails leaves the visitor on the step they are on, told why; Continuar tries again.
    else
      preloadLaterSteps().then(arrive, () => {
        if (move === moves.current) toast.error(uiMessages.loadFailed);
      });
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const currentStep = useCallback(() => stepRef.current, []);
  return { step, goTo, currentStep, headingRef };
}
