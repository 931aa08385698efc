import { BRAND } from '#shared/brand';

// A route's meta replaces its parents', so every page states its description again.
export function pageMeta(title?: string, description: string = BRAND.tagline) {
  return [
    { title: title ? `${title} | ${BRAND.name}` : BRAND.name },
    { name: 'description', content: description },
  ];
}

export const NO_INDEX = { name: 'robots', content: 'noindex' } as const;

/** A page behind a sign-in (a panel's or the console's): titled like any other, kept out of search engines. */
export function privatePageMeta(title: string) {
  return [...pageMeta(title), NO_INDEX];
}
