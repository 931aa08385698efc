import { onDemand } from '#web/lib/on-demand';

// Steps 2 and 4 load when the form gets focus, or on the way to one of them: the wizard moves there only once
// they are here, so a step never shows half-drawn and its heading takes the focus on arrival.
const laterStepsModule = onDemand(() => import('./later-steps'));

export const preloadLaterSteps = laterStepsModule.load;
export const prefetchLaterSteps = laterStepsModule.prefetch;

/** Steps 2 and 4's components, once loaded. */
export const laterSteps = laterStepsModule.loaded;
