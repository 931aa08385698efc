// Kept apart from site-map.ts (which lists every page) so the small script of static pages can import it alone.
export type UserRole = 'client' | 'provider';

export function panelPathFor(role: UserRole | null | undefined): '/proveedor' | '/cliente' {
  return role === 'provider' ? '/proveedor' : '/cliente';
}
