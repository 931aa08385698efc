import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { Database, DatabaseHandle } from '#server/db/client';
import { DomainError } from '#server/domain/errors';
import { OPERATOR_COMMANDS, runOperatorCommand, type CommandResult, type OperatorCommand } from './grants';

// The embedded database belongs to the server process while it runs: nothing else may open its folder. So the
// server listens on a Unix socket in DATA_DIR (only its own OS user can connect: mode 0600), and
// `npm run operator` sends its command there; with the server stopped, the command line opens the database
// itself. One JSON line each way.

export const CONTROL_SOCKET = 'control.sock';

interface ControlRequest {
  command: OperatorCommand;
  email?: string;
}
/** `npm run backup`: the server writes a copy of its embedded database to `file`, an absolute path. */
interface BackupRequest {
  command: 'backup';
  file: string;
}
export interface BackupResult {
  file: string;
  bytes: number;
}
type Reply<T> = { ok: true; result: T } | { ok: false; message: string };
type ControlReply = Reply<CommandResult>;

const MAX_LINE = 4096;

function parseRequest(line: string): ControlRequest | BackupRequest | null {
  try {
    const value = JSON.parse(line) as Partial<ControlRequest> & { file?: unknown };
    if ((value.command as string) === 'backup')
      return typeof value.file === 'string' && path.isAbsolute(value.file)
        ? { command: 'backup', file: value.file }
        : null;
    if (!OPERATOR_COMMANDS.includes(value.command as OperatorCommand)) return null;
    if (value.email !== undefined && typeof value.email !== 'string') return null;
    return { command: value.command as OperatorCommand, email: value.email };
  } catch {
    return null;
  }
}

async function answer(
  line: string,
  { db, clock, log, database }: ControlContext,
): Promise<Reply<CommandResult | BackupResult>> {
  const request = parseRequest(line);
  if (!request) return { ok: false, message: 'Orden no reconocida.' };
  if (request.command === 'backup') return backup(request.file, database, log);
  try {
    return { ok: true, result: await runOperatorCommand(db, request.command, request.email, clock.now()) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    log.error({ err: error }, 'orden de operador fallida');
    return { ok: false, message: 'No se pudo completar la orden; revisa el registro del servidor.' };
  }
}

/**
 * Whether a server answers on the socket: one runs on this DATA_DIR and holds its embedded database (false for a
 * file a crashed server left). `npm run demo` asks too: it must not open the folder while a server has it.
 */
export function serverListens(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export interface ControlServer {
  close(): Promise<void>;
}

interface ControlContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The server's database handle: a copy of it is what `npm run backup` asks for. */
  database?: DatabaseHandle;
}

async function backup(
  file: string,
  database: DatabaseHandle | undefined,
  log: FastifyBaseLogger,
): Promise<Reply<BackupResult>> {
  if (!database?.backup)
    return {
      ok: false,
      message: 'Este servidor no guarda sus datos en una carpeta: no hay copia que hacer.',
    };
  try {
    const { bytes } = await database.backup(file);
    log.info({ file, bytes }, 'copia de seguridad escrita');
    return { ok: true, result: { file, bytes } };
  } catch (error) {
    log.error({ err: error, file }, 'copia de seguridad fallida');
    return {
      ok: false,
      message: `No se pudo escribir la copia en ${file}; revisa el registro del servidor.`,
    };
  }
}

export async function startControlSocket(
  socketPath: string,
  context: ControlContext,
): Promise<ControlServer | null> {
  const { log } = context;
  if (await serverListens(socketPath)) {
    log.warn({ socketPath }, 'otro servidor usa este DATA_DIR: npm run operator hablará con él');
    return null;
  }
  await unlink(socketPath).catch(() => {});
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_LINE) return socket.destroy();
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      void answer(buffered.slice(0, end), context).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    log.warn(
      { err: error, socketPath },
      'sin socket de control: npm run operator necesitará el servidor detenido',
    );
    server.close();
    return null;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        void unlink(socketPath).catch(() => {});
      }),
  };
}

/**
 * Sends one command to the running server; null when no server listens on the socket (none running, or a file
 * left by one that crashed), so the caller opens the database itself.
 */
export function sendControlCommand(socketPath: string, request: ControlRequest): Promise<ControlReply | null>;
export function sendControlCommand(
  socketPath: string,
  request: BackupRequest,
): Promise<Reply<BackupResult> | null>;
export function sendControlCommand(
  socketPath: string,
  request: ControlRequest | BackupRequest,
): Promise<Reply<CommandResult | BackupResult> | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let buffered = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (buffered += chunk));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(buffered) as Reply<CommandResult | BackupResult>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
  });
}
