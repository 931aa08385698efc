// npm run backup [-- FILE]
// npm run restore -- FILE [--data-dir FOLDER | --database-url URL]
// A copy of the database with the server's own configuration (DATA_DIR, DATABASE_URL); docs/operations.md says
// when and how. The embedded database (PGlite) belongs to the running server: the copy is asked of it through its
// control socket (modules/operator/control.ts), taken between two statements, so it is consistent while the
// server goes on serving; with no server running, this opens the folder itself. PostgreSQL: pg_dump's custom
// format, and pg_restore into an empty database.
import path from 'node:path';
import { systemClock } from './clock';
import { openDatabase } from './db/client';
import { countTables, isFreshFolder, pgDump, pgRestore, restorePglite, tableDigests } from './db/backup';
import { EnvError, loadEnv, type Env } from './env';
import { CONTROL_SOCKET, sendControlCommand } from '#server/modules/operator';

class UsageError extends Error {}

const USAGE = [
  'Uso:',
  '  npm run backup [-- ARCHIVO]',
  '  npm run restore -- ARCHIVO [--data-dir CARPETA | --database-url URL]',
].join('\n');

// The machine's own time names the file.
const stamp = () => systemClock.now().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');

async function backup(env: Env, target: string | undefined): Promise<string> {
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

async function restore(env: Env, file: string, into: { dataDir?: string; databaseUrl?: string }) {
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

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new UsageError(USAGE);
  args.splice(at, 2);
  return value;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnv();
  if (command === 'backup' && args.length <= 1) return console.log(await backup(env, args[0]));
  if (command === 'restore') {
    const dataDir = option(args, '--data-dir');
    const databaseUrl = option(args, '--database-url');
    if (args.length === 1 && !(dataDir && databaseUrl))
      return console.log(await restore(env, args[0]!, { dataDir, databaseUrl }));
  }
  throw new UsageError(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof EnvError ? error.message : error);
  process.exit(1);
});
