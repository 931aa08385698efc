// Starts the production build (`node build/node/server.js`) as a child process, the way it runs in production,
// so load and fault scripts measure and kill the real thing rather than an in-process app.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
// LOAD_SERVER_JS: a copy of the build's server.js (with its ../client beside it), for a run that must not start
// a server while someone else rebuilds build/ on a shared machine.
const SERVER = process.env.LOAD_SERVER_JS ?? path.join(ROOT, 'build/node/server.js');

/** Fixed so scripts can sign session cookies for users they insert directly. */
export const LOAD_AUTH_SECRET = 'load-and-faults-secret-0123456789abcdef';

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another copy of the build's server.js (scale:demo runs a copy, so a rebuild beside it changes nothing). */
  script?: string;
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  output: () => string;
}

/** Builds unless SKIP_BUILD=1 and a build exists, so a re-run never measures stale code by accident. */
export function ensureBuild(log: (message: string) => void) {
  if (process.env.SKIP_BUILD === '1' && existsSync(SERVER)) return;
  log('npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function startServer({ port, dataDir, databaseUrl, env = {}, script = SERVER }: ServerOptions) {
  const url = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: LOAD_AUTH_SECRET,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000000',
    AUTH_IP_RATE_LIMIT_MAX: '1000000',
    MAIL_RATE_LIMIT_PER_HOUR: '1000000',
    WRITE_RATE_LIMIT_PER_HOUR: '1000000',
    CONTACT_RATE_LIMIT_PER_HOUR: '1000000',
    // Production charges plans by transfer and needs an account to show; the measurements seed their plans.
    BANK_TRANSFER_CLABE: '032180000118359719',
    BANK_TRANSFER_BANK: 'Banco de pruebas',
    BANK_TRANSFER_BENEFICIARY: 'LimpiaHogar Pruebas',
    ...env,
  };
  if (!databaseUrl) delete childEnv.DATABASE_URL;
  // e.g. SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: ROOT, env: childEnv, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: RunningServer = { url, pid: child.pid!, child, exited, output: () => output };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: RunningServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined)
      throw new Error(`server exited (${ended}) before answering:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM and wait; SIGKILL after the grace period so a script never leaves a server behind. */
export async function stopServer(server: RunningServer, graceMs = 15_000): Promise<number | string> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

export async function killServer(server: RunningServer) {
  server.child.kill('SIGKILL');
  return server.exited;
}

/**
 * Waits until the server answers its health check within 50 ms: requests a load generator gave up on are still
 * queued in the server (on PGlite, behind one thread), and would otherwise spoil the next endpoint's figures.
 * False when it was still busy after `timeoutMs`.
 */
export async function settle(server: RunningServer, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok && performance.now() - started < 50) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
