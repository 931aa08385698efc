/**
 * A module loaded once, when first needed: every caller shares one download, and a failed one is forgotten so
 * that the next call tries again (a phone that lost its connection for a moment). `prefetch` starts it early
 * (the form got focus) and leaves any failure to the call that needs the module; `loaded` is the module once
 * it has arrived.
 */
export function onDemand<T>(download: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const load = (): Promise<T> =>
    (loading ??= download().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    prefetch: () => void load().catch(() => undefined),
    loaded: () => module,
  };
}
