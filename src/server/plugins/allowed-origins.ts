const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may write from: the public one and, outside production, the other loopback spellings of
 * the same port, since a newcomer opens http://127.0.0.1:3000 as often as http://localhost:3000. In production
 * only APP_URL counts.
 */
export function allowedOrigins(appUrl: string, production: boolean): string[] {
  const url = new URL(appUrl);
  if (production || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [
    url.origin,
    ...LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map(
      (host) => `${url.protocol}//${host}${port}`,
    ),
  ];
}
