import { showsLogo } from '#shared/domain/logo';
import type { PlanId } from '#shared/domain/plans';

// The addresses of a provider's images, versioned by their etag so a new upload is a new address: what the
// directory's cards and pages, the provider's panel and Moderación link to (provider/ serves them).

export function logoUrl(providerId: string, etag: string): string {
  return `/api/providers/${encodeURIComponent(providerId)}/logo?v=${etag.replaceAll('"', '').slice(0, 12)}`;
}

/**
 * The logo customers see: its address while the plan in force shows it (showsLogo), else null, whether or not
 * one is kept. The wizard's cards, the public page and its JSON-LD all read it here.
 */
export function shownLogoUrl(providerId: string, plan: PlanId | null, etag: string | null): string | null {
  return etag && showsLogo(plan) ? logoUrl(providerId, etag) : null;
}

export function photoUrl(providerId: string, etag: string): string {
  return `/api/providers/${encodeURIComponent(providerId)}/photo?v=${etag.replaceAll('"', '').slice(0, 12)}`;
}
