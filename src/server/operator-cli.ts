// npm run operator -- add EMAIL | remove EMAIL | list
// Grants or removes the operator role with the server's own configuration (DATA_DIR, DATABASE_URL). On
// PostgreSQL it connects like any other instance; on the embedded database it asks the running server through
// its control socket (modules/operator/control.ts), or opens the database itself when no server runs.
import path from 'node:path';
import { systemClock } from './clock';
import { openDatabase } from './db/client';
import { DomainError } from './domain/errors';
import { EnvError, loadEnv } from './env';
import {
  CONTROL_SOCKET,
  sendControlCommand,
  describeResult,
  grantMessages,
  OPERATOR_COMMANDS,
  runOperatorCommand,
  type CommandResult,
  type OperatorCommand,
} from '#server/modules/operator';

class UsageError extends Error {}

async function run(command: OperatorCommand, email: string | undefined): Promise<CommandResult> {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    const reply = await sendControlCommand(path.join(env.DATA_DIR, CONTROL_SOCKET), { command, email });
    if (reply?.ok) return reply.result;
    if (reply) throw new UsageError(reply.message);
  }
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    poolSize: 1,
  });
  try {
    return await runOperatorCommand(handle.db, command, email, systemClock.now());
  } catch (error) {
    if (error instanceof DomainError) throw new UsageError(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

async function main() {
  const [command, email] = process.argv.slice(2);
  const known = OPERATOR_COMMANDS.includes(command as OperatorCommand);
  if (!known || (command !== 'list' && !email)) throw new UsageError(grantMessages.usage);
  console.log(describeResult(await run(command as OperatorCommand, email)));
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof EnvError ? error.message : error);
  process.exit(1);
});
