// What npm run backup and npm run restore do (src/server/backup-cli.ts reads the command line and calls these);
// the tests call them too. docs/operations.md says when and how.
import path from 'node:path';
import { systemClock } from './clock';
import { openDatabase } from './db/client';
import { countTables, isFreshFolder, pgDump, pgRestore, restorePglite, tableDigests } from './db/backup';
import type { Env } from './env';
import { CONTROL_SOCKET, sendControlCommand } from '#server/modules/operator';

/** A refusal to show the operator as it is (exit 1, no stack). */
export class UsageError extends Error {}

export const USAGE = [
  'Uso:',
  '  npm run backup [-- ARCHIVO]',
  '  npm run restore -- ARCHIVO [--data-dir CARPETA | --database-url URL]',
].join('\n');

// The machine's own time names the file.
const stamp = () => systemClock.now().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');

export async function backup(env: Env, target: string | undefined): Promise<string> {
  if (env.DATABASE_URL) {
    const file = path.resolve(target ?? `limpiahogar-${stamp()}.dump`);
    // The direct URL: pg_dump holds one snapshot for the whole dump, which a transaction-mode pooler cannot.
    await pgDump(env.DATABASE_DIRECT_URL ?? env.DATABASE_URL, file);
    return `Copia de PostgreSQL escrita en ${file} (pg_dump, formato custom).`;
  }
  const file = path.resolve(target ?? `limpiahogar-${stamp()}.tar.gz`);
  const reply = await sendControlCommand(path.join(env.DATA_DIR, CONTROL_SOCKET), {
    command: 'backup',
    file,
  });
  if (reply && !reply.ok) throw new UsageError(reply.message);
  if (reply) return `Copia escrita por el servidor en marcha: ${file} (${reply.result.bytes} bytes).`;
  const handle = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
  try {
    const { bytes } = await handle.backup!(file);
    return `Copia escrita en ${file} (${bytes} bytes; ningún servidor usaba la carpeta).`;
  } finally {
    await handle.close();
  }
}

export async function restore(env: Env, file: string, into: { dataDir?: string; databaseUrl?: string }) {
  const source = path.resolve(file);
  if (env.DATABASE_URL || into.databaseUrl) {
    const url = into.databaseUrl ?? env.DATABASE_DIRECT_URL ?? env.DATABASE_URL!;
    if ((await countTables(url)) > 0)
      throw new UsageError(
        'La base de datos de destino ya tiene tablas: restaura en una base nueva y vacía (createdb) y apunta a ella con --database-url.',
      );
    await pgRestore(source, url);
    return summary(await openDatabase({ url, poolSize: 1 }), `Restaurado ${source} en PostgreSQL.`);
  }
  const dataDir = path.resolve(into.dataDir ?? path.join(env.DATA_DIR, 'pglite'));
  if (!isFreshFolder(dataDir))
    throw new UsageError(
      `${dataDir} ya tiene datos: restaura en una carpeta nueva (--data-dir) o aparta esa primero, con el servidor detenido.`,
    );
  await restorePglite(source, dataDir);
  return summary(await openDatabase({ dataDir }), `Restaurado ${source} en ${dataDir}.`);
}

/** What the restored database holds, table by table, as the test compares it with its source. */
async function summary(handle: Awaited<ReturnType<typeof openDatabase>>, done: string): Promise<string> {
  try {
    const digests = await tableDigests(handle.db);
    const lines = Object.entries(digests).map(([table, { rows, md5 }]) => `  ${table}: ${rows} filas ${md5}`);
    return [done, ...lines].join('\n');
  } finally {
    await handle.close();
  }
}
