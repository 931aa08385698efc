/** The only third parties, each allowed only when its key is configured. */
export interface CspOptions {
  googleMaps?: boolean;
  /** Stripe.js and its Payment Element (card data goes from the browser to Stripe, never to us). */
  stripe?: boolean;
}

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

// https://docs.stripe.com/security/guide#content-security-policy
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

// Pages: scripts only from this origin plus the hashed inline bootstrap; no framing anywhere.
export function contentSecurityPolicy(
  scriptHashes: string[],
  { googleMaps = false, stripe = false }: CspOptions = {},
): string {
  const extra = (hosts: string[]) => (googleMaps ? hosts : []);
  const pay = (hosts: string[]) => (stripe ? hosts : []);
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...extra(GOOGLE_MAPS.script), ...pay(STRIPE.script))}`,
    // Prerendered markup carries style attributes (React, Radix positioning); scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...extra(GOOGLE_MAPS.img))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...extra(GOOGLE_MAPS.connect), ...pay(STRIPE.connect))}`,
    ...(stripe ? [`frame-src ${list(...STRIPE.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
