import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingStep } from '../booking-form';

// The current step, kept in a ref as well for the resolver (it validates only the step on screen);
// after a move the new step's heading takes focus so the change is announced.
export function useWizardSteps() {
  const [step, setStep] = useState<BookingStep>(1);
  const stepRef = useRef<BookingStep>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const goTo = useCallback((next: BookingStep) => {
    stepRef.current = next;
    moved.current = true;
    setStep(next);
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  const currentStep = useCallback(() => stepRef.current, []);
  return { step, goTo, currentStep, headingRef };
}
