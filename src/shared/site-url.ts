// The public origin used in canonical URLs, Open Graph tags, the sitemap and e-mail links.
// Pages are prerendered, so it is read from APP_URL at build time (route loaders) or at server start.
export const DEFAULT_APP_URL = 'http://localhost:3000';

export function siteOrigin(): string {
  const configured = typeof process === 'undefined' ? undefined : process.env.APP_URL;
  return new URL(configured || DEFAULT_APP_URL).origin;
}

export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return new URL(path, `${origin}/`).toString();
}
