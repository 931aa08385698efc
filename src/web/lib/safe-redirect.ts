/**
 * Where to go after signing in: the target only when it is a page of this site. It is parsed as the browser
 * would parse it against the current origin (a tab or a newline inside `/\t/evil.example` is dropped, which
 * makes it `//evil.example`, another host), and kept only when the origin stays the same.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback = '/',
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (!target || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
