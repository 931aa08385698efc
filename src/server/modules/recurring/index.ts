export { default as recurringRoutes } from './routes';
export { followFirstVisit } from './follow-first-visit';
export { endPlansOf } from './notices';
export { extendPlans, RECURRING_EXTEND, runRecurringExtend, scheduleRecurringExtend } from './scheduler';
export { RECURRING_PRICE_DEADLINE, runPriceDeadline } from './price-change';
export { watchReliability } from './reliability';
export { tellVisitsLeftOut, type VisitLeftOut } from './day-off-notices';
