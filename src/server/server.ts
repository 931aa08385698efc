import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  // The bundle lives in build/node; the web app is built to build/client.
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = await buildApp({ env, webRoot });

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
    app.close().then(
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

main().catch((err) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
