import { BRAND } from '../../shared/brand';

export function pageTitle(title?: string): { title: string } {
  return { title: title ? `${title} | ${BRAND.name}` : BRAND.name };
}
