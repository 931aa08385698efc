import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

// The extensions the migrations create (0036: btree_gist, for the exclusion constraint that keeps a provider's
// services from overlapping). PostgreSQL ships them in its contrib package; PGlite loads each on demand, so every
// PGlite the product opens is made here, with all of them.
export const PGLITE_EXTENSIONS = { btree_gist };

/** A PGlite that can run every migration. */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: PGLITE_EXTENSIONS });
}
