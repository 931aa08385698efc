// npm run backup [-- FILE]
// npm run restore -- FILE [--data-dir FOLDER | --database-url URL]
// A copy of the database with the server's own configuration (DATA_DIR, DATABASE_URL); docs/operations.md says
// when and how. The embedded database (PGlite) belongs to the running server: the copy is asked of it through its
// control socket (modules/operator/control.ts), taken between two statements, so it is consistent while the
// server goes on serving; with no server running, this opens the folder itself. PostgreSQL: pg_dump's custom
// format, and pg_restore into an empty database.
import { EnvError, loadEnv } from './env';
import { backup, restore, UsageError, USAGE } from './backup-commands';

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
