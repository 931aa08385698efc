import type { PlanId } from './plans';

/** The plan whose card sells 'Listado premium con logotipo'. */
export const LOGO_PLAN: PlanId = 'enterprise';

/**
 * Whether a provider's logo is shown (and may be uploaded) under `plan`, their plan in force now (null: none).
 * A logo kept from an earlier Empresarial month is shown again as soon as the plan returns.
 */
export function showsLogo(plan: PlanId | null | undefined): boolean {
  return plan === LOGO_PLAN;
}

/** The side of the square the logo is fitted into, uncropped: twice the largest place it is drawn (96 px). */
export const LOGO_SIZE = 192;

/** The logo's text alternative, naming the business. */
export const logoAlt = (displayName: string) => `Logotipo de ${displayName}`;
