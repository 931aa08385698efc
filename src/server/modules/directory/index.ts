export { logoUrl, photoUrl, shownLogoUrl } from './image-urls';
export {
  badgesOf,
  findProviderCards,
  isFeatured,
  isPublicProvider,
  marketplaceFields,
  marketplaceSelect,
  onTheMarketplace,
} from './public-card';
export type { MarketplaceRow } from './public-card';
export { listPublicProviderPages } from './public-page';
export { default as publicProviderRoutes } from './public-routes';
