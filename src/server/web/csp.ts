export interface CspOptions {
  /** Google Maps is the one third party, allowed only when a key is configured. */
  googleMaps?: boolean;
}

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

// Pages: scripts only from this origin plus the hashed inline bootstrap; no framing anywhere.
export function contentSecurityPolicy(
  scriptHashes: string[],
  { googleMaps = false }: CspOptions = {},
): string {
  const extra = (hosts: string[]) => (googleMaps ? hosts : []);
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...extra(GOOGLE_MAPS.script))}`,
    // Prerendered markup carries style attributes (React, Radix positioning); scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...extra(GOOGLE_MAPS.img))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...extra(GOOGLE_MAPS.connect))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
