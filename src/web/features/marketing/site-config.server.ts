import { BRAND } from '#shared/brand';
import { DEFAULT_SUPPORT_EMAIL } from '#shared/company';
import { siteOrigin } from '#shared/site-url';

// Facts about the operator that the legal pages print. Read at build time, like APP_URL.
export function legalConfig() {
  return {
    legalName: process.env.LEGAL_NAME || BRAND.name,
    legalAddress: process.env.LEGAL_ADDRESS || 'Ciudad de México, México',
    supportEmail: process.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    siteUrl: siteOrigin(),
  };
}
