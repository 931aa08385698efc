import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { VERIFICATION_GRACE_DAYS } from '#shared/domain/serving';
import { rowsOf } from '#server/db/client';
import { newPglite } from '#server/db/pglite-extensions';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const DAY = 86_400_000;

/** A copy of the migrations whose journal stops before the one that added the grace period. */
function migrationsBeforeGrace(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-before-grace-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const grace = journal.entries.findIndex((entry) => entry.tag.endsWith('_verification_grace'));
  expect(grace).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, grace) }));
  return folder;
}

// On PGlite only: the migration's SQL is the same on PostgreSQL, and the API suite runs it there from scratch.
describe('the migration that made verification required', () => {
  const pglite = newPglite();
  const db = drizzle(pglite, { casing: 'snake_case' });
  afterAll(() => pglite.close());

  it(`gives providers already here ${VERIFICATION_GRACE_DAYS} days from the migration, and nobody who comes later`, async () => {
    await migrate(db, { migrationsFolder: migrationsBeforeGrace() });
    const users = [
      ['old-provider', 'provider'],
      ['old-named-provider', 'provider'],
      ['old-approved-provider', 'provider'],
      ['old-customer', 'client'],
    ];
    for (const [id, type] of users)
      await db.execute(
        sql`insert into users (id, email, user_type) values (${id}, ${`${id}@ejemplo.mx`}, ${type})`,
      );
    await db.execute(sql`insert into provider_profiles (provider_id, display_name, bio)
      values ('old-named-provider', 'Brillo Fino', 'Diez años limpiando.')`);
    await db.execute(sql`insert into provider_verifications (provider_id, status, adult_confirmed_at, submitted_at,
      decided_at) values ('old-approved-provider', 'approved', now(), now(), now())`);

    const before = Date.now();
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const after = Date.now();
    await db.execute(
      sql`insert into users (id, email, user_type) values ('new-provider', 'nuevo@ejemplo.mx', 'provider')`,
    );

    const rows = rowsOf<{
      id: string;
      grace: string | Date | null;
      display_name: string | null;
      bio: string | null;
    }>(
      await db.execute(sql`select p.id, pp.verification_grace_until as grace, pp.display_name, pp.bio
        from profiles p left join provider_profiles pp on pp.provider_id = p.id order by p.id`),
    );
    const grace = Object.fromEntries(rows.map((row) => [row.id, row.grace && new Date(row.grace).getTime()]));
    for (const id of ['old-provider', 'old-named-provider']) {
      expect(grace[id]).toBeGreaterThanOrEqual(before + VERIFICATION_GRACE_DAYS * DAY - 1000);
      expect(grace[id]).toBeLessThanOrEqual(after + VERIFICATION_GRACE_DAYS * DAY + 1000);
    }
    expect(grace['old-approved-provider']).toBeNull();
    expect(grace['old-customer']).toBeNull();
    expect(grace['new-provider']).toBeNull();
    // The provider's own profile stays as they wrote it.
    expect(rows.find((row) => row.id === 'old-named-provider')).toMatchObject({
      display_name: 'Brillo Fino',
      bio: 'Diez años limpiando.',
    });
  });
});
