import { describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { MIGRATIONS, useDatabaseBefore } from '#server/testing/migrations';

const TAG = '0045_verification_documents_storage';

describe(`migration ${TAG}: documents' bytes moved behind the storage port (${testDriver})`, () => {
  const database = useDatabaseBefore(TAG);

  it('keeps every document: its bytes, type and size under a key of its own in stored_files', async () => {
    const { query } = database;
    await query(`insert into users (id, email, user_type) values ('prov', 'prov@ejemplo.mx', 'provider')`);
    const id = Buffer.from('%PDF-1.4 identificación %%EOF');
    const address = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await query(
      `insert into verification_documents (provider_id, kind, content_type, content, size, uploaded_at)
        values ('prov', 'id', 'application/pdf', $1, $2, now()), ('prov', 'address', 'image/jpeg', $3, $4, now())`,
      [id, id.length, address, address.length],
    );
    await database.migrate(MIGRATIONS);
    const rows = await query<{
      kind: string;
      storage_key: string;
      content_type: string;
      content: Uint8Array;
    }>(
      `select d.kind, d.storage_key, f.content_type, f.content from verification_documents d
        join stored_files f on f.key = d.storage_key order by d.kind`,
    );
    expect(rows.map((row) => [row.kind, row.content_type, Buffer.from(row.content)])).toEqual([
      ['address', 'image/jpeg', address],
      ['id', 'application/pdf', id],
    ]);
    expect(new Set(rows.map((row) => row.storage_key)).size).toBe(2);
    expect(rows[0]!.storage_key).toMatch(/^verification-documents\/prov\/[0-9a-f-]{36}$/);
    const columns = await query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'verification_documents'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('content');
  });
});
