/** 'Baño y cocina: ¿cuándo?' → 'bano-y-cocina-cuando': lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const PROVIDER_PAGES_PATH = '/proveedores';

// A provider's public address carries their name for people and search engines, and their id (letters and
// digits, never a hyphen) after the last hyphen for the server: a new display name changes the address, and
// the old one still finds them and is sent on to the new one.
const PROVIDER_ID = /^[A-Za-z0-9]{8,64}$/;

export function providerSlug(displayName: string, id: string): string {
  return `${slugify(displayName) || 'proveedor'}-${id}`;
}

export function providerPath(provider: { displayName: string; id: string }): string {
  return `${PROVIDER_PAGES_PATH}/${providerSlug(provider.displayName, provider.id)}`;
}

/** The provider id a slug names, or null when it cannot name one. */
export function providerIdFromSlug(slug: string): string | null {
  const id = slug.slice(slug.lastIndexOf('-') + 1);
  return PROVIDER_ID.test(id) ? id : null;
}
