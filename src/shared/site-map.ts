import type { UserRole } from './roles';

// Where every page lives. The web routes, the prerender list (prerendered-paths.ts) and the server's 404 rule read
// this.

export const PUBLIC_PATHS = [
  '/',
  '/servicios',
  '/como-funciona',
  '/para-proveedores',
  '/reservar',
  '/preguntas-frecuentes',
  '/privacidad',
  '/terminos',
  '/contacto',
  '/sobre-nosotros',
  '/blog',
] as const;

// After sign-up, and where a verification link that cannot be used lands (`?error=` says why).
export const VERIFY_EMAIL_PATH = '/verificar-correo';
export type VerifyLinkError = 'TOKEN_EXPIRED' | 'INVALID_TOKEN';

/** The booking wizard: a guest who confirms there signs in or up and comes back to its summary. */
export const BOOKING_PATH = '/reservar';

/**
 * A page of this site to come back to after signing in or confirming the address: plain path segments only
 * ('/reservar'), so no other host ('//otro.mx', '/\\otro.mx'), scheme, query or fragment can ride along.
 */
export const RETURN_PATH = /^(?:\/[\w-]+)+$/;
export const MAX_RETURN_PATH_LENGTH = 200;

export function isReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= MAX_RETURN_PATH_LENGTH && RETURN_PATH.test(value);
}

export const GUEST_PATHS = ['/login', '/registro', '/reset-password', VERIFY_EMAIL_PATH] as const;

// The not-found page is prerendered at this path and served with status 404 for unknown URLs.
export const NOT_FOUND_PATH = '/404';

// Signed-in panels are client-rendered: any path below these prefixes gets the SPA shell.
export const PANEL_PREFIXES = ['/proveedor', '/cliente', '/operador'] as const;

export { panelPathFor, type UserRole } from './roles';

export function isPanelPath(pathname: string): boolean {
  return PANEL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const SECURITY_PATHS: Record<UserRole, string> = {
  provider: '/proveedor/configuracion',
  client: '/cliente/seguridad',
};

export const MAIN_NAV = [
  { to: '/servicios', label: 'Servicios' },
  { to: '/como-funciona', label: 'Cómo Funciona' },
  { to: '/para-proveedores', label: 'Para Proveedores' },
] as const;

export const FOOTER_SECTIONS = [
  {
    title: 'Empresa',
    links: [
      { to: '/sobre-nosotros', label: 'Sobre Nosotros' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Soporte',
    links: [
      { to: '/preguntas-frecuentes', label: 'Preguntas Frecuentes' },
      { to: '/contacto', label: 'Contacto' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacidad', label: 'Privacidad' },
      { to: '/terminos', label: 'Términos' },
    ],
  },
] as const;

export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/**
 * The footer's links to the company's own profiles (SOCIAL_FACEBOOK_URL, SOCIAL_INSTAGRAM_URL, read at build
 * time), in order. A network without an http(s) address is left out: never a link to the network's home page.
 */
export function socialLinks(urls: Partial<Record<SocialNetwork, string>>): { href: string; label: string }[] {
  return SOCIAL_NETWORKS.flatMap(({ key, label }) => {
    const href = urls[key]?.trim() ?? '';
    return /^https?:\/\/[^/\s]+\.[^\s]+$/.test(href) ? [{ href, label }] : [];
  });
}
