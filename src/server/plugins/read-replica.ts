import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database a read-only list may read for this request: the replica (DATABASE_READ_URL), unless there is
     * none or this browser wrote something in the last DATABASE_READ_AFTER_WRITE_SECONDS; then the primary.
     */
    readDb(request: FastifyRequest): Database;
  }
}

/** Set on the answer to every accepted write; its value is the server's clock at the write, in milliseconds. */
export const WROTE_COOKIE = 'lh_wrote';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function wroteAt(request: FastifyRequest): number | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === WROTE_COOKIE && value && /^\d{1,15}$/.test(value)) return Number(value);
  }
  return undefined;
}

interface ReadReplicaOptions {
  primary: Database;
  replica?: Database;
  clock: Clock;
  windowSeconds: number;
  secure: boolean;
}

// The rule (docs/scaling.md): a replica lags the primary by a moment, so a person must never read their own write
// from it. Whoever wrote (any accepted POST, PUT, PATCH or DELETE, signing in included) reads from the primary for
// the next windowSeconds, wherever the next request lands: the mark travels in a cookie, not in an instance's
// memory. Others' writes may appear a moment late, as they would a moment later anyway. The cookie says only when
// this browser last wrote; a forged one can send its sender's own reads to the primary, nothing more.
async function readReplica(app: FastifyInstance, options: ReadReplicaOptions) {
  const { primary, replica, clock, windowSeconds, secure } = options;
  app.decorate('readDb', (request: FastifyRequest) => {
    if (!replica) return primary;
    const wrote = wroteAt(request);
    return wrote !== undefined && clock.now().getTime() - wrote < windowSeconds * 1000 ? primary : replica;
  });
  if (!replica) return;
  app.addHook('onSend', async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return;
    const cookie = `${WROTE_COOKIE}=${clock.now().getTime()}; Path=/; Max-Age=${windowSeconds}; HttpOnly; SameSite=Lax`;
    reply.header('set-cookie', [
      ...setCookies(reply.getHeader('set-cookie')),
      secure ? `${cookie}; Secure` : cookie,
    ]);
  });
}

function setCookies(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export default fp(readReplica, { name: 'read-replica' });
