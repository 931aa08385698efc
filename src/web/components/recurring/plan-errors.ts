import type { PlanOut } from '#shared/schemas/recurring';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { recurringUi } from './texts';

export type PlanVisitOut = PlanOut['nextVisits'][number];

/** A refusal the person should read goes to `onRefused`; anything else is a toast. */
export function reportPlanError(onRefused: (message: string) => void) {
  return (error: Error) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) onRefused(error.message);
    else toast.error(recurringUi.actionFailed);
  };
}
