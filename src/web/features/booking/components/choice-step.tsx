import type { ReactNode, Ref } from 'react';
import { StepHeading } from './step-heading';

type ChoiceStepProps = {
  /** The step's useId: its line is `${id}-description`, its FieldError (placed by the step) `${id}-error`. */
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  description: ReactNode;
  /** The error the step shows, so that the group is described by it too. */
  error?: string;
  children: ReactNode;
};

/** A wizard step that is one group of choices: the step's heading is its legend, its line and error describe it. */
export function ChoiceStep({ id, headingRef, title, description, error, children }: ChoiceStepProps) {
  return (
    <fieldset className="grid gap-4" aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1">
        <StepHeading ref={headingRef} title={title} />
      </legend>
      <p id={`${id}-description`} className="text-slate-600">
        {description}
      </p>
      {children}
    </fieldset>
  );
}
