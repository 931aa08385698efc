// Badge labels a first view shows (the booking wizard's provider cards, the customer's request statuses), apart
// from the verification and moderation texts (verification-messages.ts, moderation-messages.ts) that read them
// from here.
export const badgeMessages = {
  /** An approved identity on a plan that includes the badge (Premium, Empresarial). */
  verifiedProvider: 'Proveedor verificado',
  /** An approved identity on the Básico plan. */
  verifiedIdentity: 'Identidad verificada',
  /** Listed in their grace period (shared/domain/serving.ts): on the marketplace before verification was required. */
  verificationPending: 'Verificación pendiente',
  /** 'Listado destacado' (shared/domain/featured.ts): a Premium or Empresarial plan and an approved identity. */
  featured: 'Destacado',
  hiddenByModeration: 'Oculta por moderación',
} as const;
