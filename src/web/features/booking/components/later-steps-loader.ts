import type * as LaterSteps from './later-steps';

let loaded: typeof LaterSteps | undefined;
let loading: Promise<typeof LaterSteps> | undefined;

// Steps 2 and 4 load when the form gets focus, or on the way to one of them: the wizard moves there only once
// they are here, so a step never shows half-drawn and its heading takes the focus on arrival.
export function preloadLaterSteps(): Promise<typeof LaterSteps> {
  return (loading ??= import('./later-steps').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** Steps 2 and 4's components, once loaded. */
export const laterSteps = () => loaded;
