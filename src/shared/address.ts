import { contactLabels } from './contact-labels';

/** What an exact address is made of, as stored (see schemas/address.ts). */
export interface AddressParts {
  street: string;
  interior: string | null;
  colonia: string | null;
  references: string | null;
}

/** The characters a phone may be written with: digits, spaces, dashes, dots, parentheses, a leading +. */
export const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The ten national digits of a Mexican phone: separators and a leading country code (52) set aside. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits;
}

/** A `tel:` link that dials from anywhere: +52 and the ten digits. */
export function telHref(phone: string): string {
  const digits = nationalDigits(phone);
  return digits.length === 10 ? `tel:+52${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The address on one line, the locality (the request's place) last: what a map and a calendar read. */
export function addressLine(address: AddressParts, locality?: string | null): string {
  return [
    address.street,
    address.interior ? `${contactLabels.interiorPrefix} ${address.interior}` : null,
    address.colonia,
    locality,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Google Maps' directions to the address ('Cómo llegar'): a plain link that needs no API key and loads nothing
 * into our pages (a navigation, so the CSP is not concerned).
 */
export function directionsUrl(address: AddressParts, locality?: string | null): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address, locality))}`;
}
