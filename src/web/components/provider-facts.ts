import { fillMessage } from '#web/lib/fill-message';

// What customers read of a provider wherever they choose one: the wizard's cards and the public page.
export const providerFactTexts = {
  oneYear: '1 año de experiencia',
  years: '{count} años de experiencia',
  radius: 'Atiende hasta {radius} km a la redonda',
} as const;

/** '3 años de experiencia'; null for a provider who gave none. */
export function experienceText(years: number): string | null {
  if (years <= 0) return null;
  return years === 1 ? providerFactTexts.oneYear : fillMessage(providerFactTexts.years, { count: years });
}

export const radiusText = (radiusKm: number) => fillMessage(providerFactTexts.radius, { radius: radiusKm });
