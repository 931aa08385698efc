import { sql } from 'drizzle-orm';
import type { ProviderCard } from '../../../shared/schemas/requests';
import { rowsOf, type Database } from '../../db/client';
import { photoUrl } from './photo';

// How a provider is named to customers, in SQL over `p` (profiles) and `pp` (provider_profiles): the display
// name they chose, else the first word of their full name, else the letters of their e-mail's local part.
// The e-mail itself never leaves the server.
export const providerDisplayName = sql<string>`coalesce(
  nullif(btrim(pp.display_name), ''),
  nullif(split_part(btrim(p.full_name), ' ', 1), ''),
  initcap(substring(split_part(p.email, '@', 1) from '^[[:alpha:]]+')),
  'Proveedor'
)`;

/** The photo's URL when there is one: `etag` is provider_photos.etag, read with a left join. */
export function providerPhotoUrl(providerId: string, etag: string | null): string | null {
  return etag ? photoUrl(providerId, etag) : null;
}

interface CardRow {
  id: string;
  display_name: string;
  photo_etag: string | null;
}

/** The public cards of these providers, by id. */
export async function findProviderCards(db: Database, ids: string[]): Promise<Map<string, ProviderCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = rowsOf<CardRow>(
    await db.execute(sql`select p.id, ${providerDisplayName} as display_name, ph.etag as photo_etag
      from profiles p
      left join provider_profiles pp on pp.provider_id = p.id
      left join provider_photos ph on ph.provider_id = p.id
      where p.id = any(${sql.param(unique)}::text[])`),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, displayName: row.display_name, photoUrl: providerPhotoUrl(row.id, row.photo_etag) },
    ]),
  );
}
