import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { profileId } from './profiles';
import { createdAtNow } from './columns';

/**
 * 'Favoritos': the providers a customer saved ('♥ Guardar como favorito'). One row a pair; it goes with either
 * account's profile row, and 'Eliminar mi cuenta' (which keeps the row, anonymised) removes it explicitly.
 */
export const favouriteProviders = pgTable(
  'favourite_providers',
  {
    customerId: profileId('customer_id'),
    providerId: profileId('provider_id'),
    createdAt: createdAtNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.providerId] }),
    // A provider's account deletion removes the rows naming them.
    index('favourite_providers_provider_idx').on(table.providerId),
  ],
);
