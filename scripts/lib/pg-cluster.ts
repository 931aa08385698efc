// Stops and starts the machine's PostgreSQL cluster (Debian's pg_ctlcluster; needs root). Other work on the
// machine uses the same cluster, so every stop is paired with a start in a finally block by the caller.
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const version = () => process.env.PG_CLUSTER_VERSION ?? readdirSync('/etc/postgresql').sort().at(-1)!;
const CLUSTER = process.env.PG_CLUSTER_NAME ?? 'main';

// Asynchronous, so the clients probing the server keep running while the cluster stops and starts.
async function ctl(action: 'start' | 'stop') {
  const extra = action === 'stop' ? ['-m', 'fast'] : [];
  await promisify(execFile)('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version(),
    CLUSTER,
    action,
    ...extra,
  ]);
}

export function isPostgresUp(): boolean {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function stopPostgres() {
  await ctl('stop');
}

/** Starts the cluster unless it already answers, then waits until it accepts connections (30 s at most). */
export async function startPostgres() {
  if (!isPostgresUp()) {
    try {
      await ctl('start');
    } catch (err) {
      if (!isPostgresUp()) throw err;
    }
  }
  for (let i = 0; i < 300 && !isPostgresUp(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!isPostgresUp()) throw new Error('PostgreSQL did not come back');
}
