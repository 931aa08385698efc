import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { AppTesting } from './app-testing';
import { EnvError, loadEnv, type Env } from './env';
import { CONTROL_SOCKET } from '#server/modules/operator';

const SHUTDOWN_GRACE_MS = 10_000;
const DRAIN_MS = 2_000;

const QUIET_TURNS = 3;

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

// close() resets the connections still waiting in the listen backlog, though their requests are already sent;
// after a slow stretch (a cold start, a synchronous PGlite query) dozens can be waiting, and Node takes them
// a few at a time. So the loop runs until three turns in a row accept nothing (at most DRAIN_MS), which also
// lets it read what the last ones sent: a request read after close() begins would be answered 503.
async function drainAcceptQueue(server: Server) {
  let accepted = 0;
  const count = () => (accepted += 1);
  server.on('connection', count);
  // Elapsed time on the monotonic timer, which no clock change moves.
  const deadline = performance.now() + DRAIN_MS;
  try {
    for (let quiet = 0; quiet < QUIET_TURNS && performance.now() < deadline;) {
      const before = accepted;
      await pause();
      quiet = accepted === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', count);
  }
}

async function main(testing?: (env: Env) => AppTesting | undefined) {
  const env = loadEnv();
  // The bundle lives in build/node; the web app is built to build/client.
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  // The embedded database is this process's alone: `npm run operator` asks it through this socket.
  const controlSocket = env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, CONTROL_SOCKET);
  const app = await buildApp({ env, webRoot, controlSocket, testing: testing?.(env) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    const timer = setTimeout(() => {
      app.log.error('cierre forzado tras el tiempo de gracia');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    drainAcceptQueue(app.server)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error al cerrar');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ url: env.APP_URL, database: env.DATABASE_URL ? 'postgres' : 'pglite' }, 'listo');
}

/**
 * Builds the app, listens, and closes it gracefully on SIGTERM or SIGINT. `testing` is passed by the browser
 * journeys' entry (testing/e2e-server.ts) alone; production's (server.ts) passes nothing.
 */
export function serve(testing?: (env: Env) => AppTesting | undefined) {
  main(testing).catch((err) => {
    if (err instanceof EnvError) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}
