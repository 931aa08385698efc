import { nameMessages } from './name-messages';

// Particles a Spanish surname may start with: 'Carmen de la Cruz' is 'Carmen C.', not 'Carmen d.'.
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'di', 'van', 'von']);

const words = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/).filter(Boolean) ?? [];

/**
 * How a person is shown to others: first name and the initial of the surname ('Carmen Ruiz López' →
 * 'Carmen R.'), never an e-mail. Without a name, 'Cliente'; a deleted account reads 'Usuario eliminado' whole.
 */
export function shortName(fullName: string | null | undefined): string {
  if (fullName === nameMessages.deletedName) return fullName;
  const [first, ...rest] = words(fullName);
  if (!first) return nameMessages.noName;
  const surname = rest.find((word) => !PARTICLES.has(word.toLowerCase())) ?? rest[0];
  return surname ? `${first} ${surname.charAt(0).toLocaleUpperCase('es-MX')}.` : first;
}
