import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
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
type ControlReply = { ok: true; result: CommandResult } | { ok: false; message: string };

const MAX_LINE = 4096;

function parseRequest(line: string): ControlRequest | null {
  try {
    const value = JSON.parse(line) as Partial<ControlRequest>;
    if (!OPERATOR_COMMANDS.includes(value.command as OperatorCommand)) return null;
    if (value.email !== undefined && typeof value.email !== 'string') return null;
    return { command: value.command as OperatorCommand, email: value.email };
  } catch {
    return null;
  }
}

async function answer(
  line: string,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<ControlReply> {
  const request = parseRequest(line);
  if (!request) return { ok: false, message: 'Orden no reconocida.' };
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

export async function startControlSocket(
  socketPath: string,
  { db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger },
): Promise<ControlServer | null> {
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
      void answer(buffered.slice(0, end), db, clock, log).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
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
export function sendControlCommand(
  socketPath: string,
  request: ControlRequest,
): Promise<ControlReply | null> {
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
        resolve(JSON.parse(buffered) as ControlReply);
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
