import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** A route module's `handle`: content-only pages declare `{ hydrate: false }`. */
export type PageHandle = { hydrate?: boolean };

function hydrateFlag(handle: unknown): boolean | undefined {
  return typeof handle === 'object' && handle !== null && 'hydrate' in handle
    ? Boolean((handle as PageHandle).hydrate)
    : undefined;
}

// True while prerendering a page whose route says `hydrate: false` and no enclosing route insists on hydrating:
// its HTML then ships without React (src/web/enhance does the little the header needs). Only the production
// prerender decides this; wherever React runs in a browser (dev, client navigation) the page hydrated anyway.
export function useStaticPage(): boolean {
  const matches = useMatches();
  // The SPA fallback is rendered with the matches of "/" but only the root renders: it must always hydrate.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  if (!import.meta.env.SSR || import.meta.env.DEV || spaFallback) return false;
  const flags = matches.map((match) => hydrateFlag(match.handle));
  return flags.at(-1) === false && !flags.includes(true);
}
