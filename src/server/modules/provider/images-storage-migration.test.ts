import { describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { MIGRATIONS, useDatabaseBefore } from '#server/testing/migrations';

const TAG = '0046_provider_images_storage';

describe(`migration ${TAG}: providers' photos and logos moved behind the storage port (${testDriver})`, () => {
  const database = useDatabaseBefore(TAG);

  it('keeps every photo and logo: its bytes, type and time under a key of its own in stored_files', async () => {
    const { query } = database;
    await query(`insert into users (id, email, user_type)
      values ('uno', 'uno@ejemplo.mx', 'provider'), ('dos', 'dos@ejemplo.mx', 'provider')`);
    const photo = (n: number) => Buffer.from([0x52, 0x49, 0x46, 0x46, n, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const logo = Buffer.from('RIFF logotipo WEBP');
    const at = '2026-10-01T12:00:00.000Z';
    await query(
      `insert into provider_photos (provider_id, image, content_type, etag, updated_at, hidden_at, hidden_reason)
        values ('uno', $1, 'image/webp', '"a"', $3, null, null),
          ('dos', $2, 'image/webp', '"b"', $3, $3, 'Foto inadecuada')`,
      [photo(1), photo(2), at],
    );
    await query(
      `insert into provider_logos (provider_id, image, content_type, etag, updated_at)
        values ('uno', $1, 'image/webp', '"c"', $2)`,
      [logo, at],
    );
    await database.migrate(MIGRATIONS);

    const rows = await query<{
      kind: string;
      provider_id: string;
      storage_key: string;
      etag: string;
      hidden_reason: string | null;
      content_type: string;
      content: Uint8Array;
      size: number;
      stored_at: Date | string;
    }>(
      `select 'photo' as kind, i.provider_id, i.storage_key, i.etag, i.hidden_reason, f.content_type, f.content,
          f.size, f.stored_at
        from provider_photos i join stored_files f on f.key = i.storage_key
      union all
      select 'logo', i.provider_id, i.storage_key, i.etag, i.hidden_reason, f.content_type, f.content, f.size,
          f.stored_at
        from provider_logos i join stored_files f on f.key = i.storage_key
      order by 1 desc, 2 desc`,
    );
    expect(
      rows.map((row) => [row.kind, row.provider_id, row.etag, row.hidden_reason, Buffer.from(row.content)]),
    ).toEqual([
      ['photo', 'uno', '"a"', null, photo(1)],
      ['photo', 'dos', '"b"', 'Foto inadecuada', photo(2)],
      ['logo', 'uno', '"c"', null, logo],
    ]);
    for (const row of rows) {
      expect([row.content_type, Number(row.size), new Date(row.stored_at).toISOString()]).toEqual([
        'image/webp',
        Buffer.from(row.content).length,
        at,
      ]);
      const prefix = row.kind === 'photo' ? 'provider-photos' : 'provider-logos';
      expect(row.storage_key).toMatch(new RegExp(`^${prefix}/${row.provider_id}/[0-9a-f-]{36}$`));
    }
    const columns = await query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_name in ('provider_photos', 'provider_logos') and column_name = 'image'`,
    );
    expect(columns).toEqual([]);
  });
});
