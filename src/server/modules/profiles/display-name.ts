import { sql } from 'drizzle-orm';

// How a provider is named to customers, in SQL over `p` (profiles) and `pp` (provider_profiles): the display
// name they chose, else the first word of their full name, else the letters of their e-mail's local part.
// The e-mail itself never leaves the server.
export const providerDisplayName = sql<string>`coalesce(
  nullif(btrim(pp.display_name), ''),
  nullif(split_part(btrim(p.full_name), ' ', 1), ''),
  initcap(substring(split_part(p.email, '@', 1) from '^[[:alpha:]]+')),
  'Proveedor'
)`;
