import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import type { Storage, StoredFile } from './storage';

const LIST_PAGE = 1000;

/** The storage port in the database's stored_files table: the default, as files were kept before the port. */
export function databaseStorage(db: Database): Storage {
  return {
    name: 'database',
    async put(key, bytes, contentType) {
      await db.execute(sql`insert into stored_files (key, content_type, content, size)
        values (${key}, ${contentType}, ${bytes}, ${bytes.length})
        on conflict (key) do update set content_type = excluded.content_type, content = excluded.content,
          size = excluded.size, stored_at = now()`);
    },
    async get(key) {
      const [row] = rowsOf<{ content_type: string; content: Buffer | Uint8Array }>(
        await db.execute(sql`select content_type, content from stored_files where key = ${key}`),
      );
      if (!row) return null;
      const bytes = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
      return { bytes, contentType: row.content_type } satisfies StoredFile;
    },
    async delete(key) {
      await db.execute(sql`delete from stored_files where key = ${key}`);
    },
    // Keyset pages by key (the primary key), the bytes never read; `prefix` is matched as text, not a pattern.
    async *list(prefix) {
      let after = '';
      for (;;) {
        const rows = rowsOf<{ key: string; stored_at: Date | string }>(
          await db.execute(sql`select key, stored_at from stored_files
            where starts_with(key, ${prefix}) and key > ${after} order by key limit ${LIST_PAGE}`),
        );
        for (const row of rows) yield { key: row.key, storedAt: new Date(row.stored_at) };
        if (rows.length < LIST_PAGE) return;
        after = rows.at(-1)!.key;
      }
    },
  };
}
