/** The only third parties, each allowed only when its key is configured. */
export interface CspOptions {
  googleMaps?: boolean;
  /** Stripe.js and its Payment Element (card data goes from the browser to Stripe, never to us). */
  stripe?: boolean;
  /** Mercado Pago's Card Payment Brick, when services are paid through Mercado Pago (its fields are its frames). */
  mercadoPago?: boolean;
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

// Mercado Pago's Card Payment Brick (https://sdk.mercadopago.com/js/v2): the SDK loads the brick's code and card
// icons from its static host, fetches and frames its secure fields, tokenises through its API, and loads its
// device-fingerprint script from www.mercadopago.com. The list is of hosts, never *.mercadopago.com (see
// docs/payments.md, 'The card in the browser').
const MERCADO_PAGO = {
  script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com', 'https://www.mercadopago.com'],
  frame: ['https://secure-fields.mercadopago.com', 'https://www.mercadopago.com'],
  connect: [
    'https://api.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://secure-fields.mercadopago.com',
    'https://http2.mlstatic.com',
  ],
  img: ['https://http2.mlstatic.com'],
};

// Pages: scripts only from this origin plus the hashed inline bootstrap; no framing anywhere.
export function contentSecurityPolicy(
  scriptHashes: string[],
  { googleMaps = false, stripe = false, mercadoPago = false }: CspOptions = {},
): string {
  const extra = (hosts: string[]) => (googleMaps ? hosts : []);
  const pay = (hosts: string[]) => (stripe ? hosts : []);
  const mp = (hosts: string[]) => (mercadoPago ? hosts : []);
  const frames = [...pay(STRIPE.frame), ...mp(MERCADO_PAGO.frame)];
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...extra(GOOGLE_MAPS.script), ...pay(STRIPE.script), ...mp(MERCADO_PAGO.script))}`,
    // Prerendered markup carries style attributes (React, Radix positioning); scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...extra(GOOGLE_MAPS.img), ...mp(MERCADO_PAGO.img))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...extra(GOOGLE_MAPS.connect), ...pay(STRIPE.connect), ...mp(MERCADO_PAGO.connect))}`,
    ...(frames.length > 0 ? [`frame-src ${list(...frames)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
