import type { z } from 'zod';
import type { unreliablePlansOut } from '#shared/schemas/recurring-changes';
import { consoleListHook } from './console-query';

export type UnreliablePlan = z.infer<typeof unreliablePlansOut>['plans'][number];

/** The recurring plans whose provider cancelled 2 visits within 28 days, latest cancellation first. */
export const useUnreliablePlans = consoleListHook(
  ['recurring-unreliable'],
  '/api/operator/recurring-plans/unreliable',
  (answer: { plans: UnreliablePlan[] }) => answer.plans,
);
