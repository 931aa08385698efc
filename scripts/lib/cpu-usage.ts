// CPU time spent by the server process and by the PostgreSQL backends serving its database, read from /proc.
// On a shared machine req/s and latency move with everyone else's work; CPU milliseconds per request do not,
// so they are the figure to compare between runs (Linux only; elsewhere they read as zero).
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

async function backendPids(databaseUrl: string): Promise<number[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSample {
  serverMs: number;
  databaseMs: number;
}

/** Starts counting; the returned function gives the CPU used since (backends that ended meanwhile are missed). */
export async function startCpuCount(serverPid: number, databaseUrl?: string) {
  const serverStart = cpuMs(serverPid);
  const backendStart = new Map<number, number>();
  if (databaseUrl) for (const pid of await backendPids(databaseUrl)) backendStart.set(pid, cpuMs(pid));
  return async (): Promise<CpuSample> => {
    let databaseMs = 0;
    if (databaseUrl)
      for (const pid of await backendPids(databaseUrl))
        databaseMs += cpuMs(pid) - (backendStart.get(pid) ?? 0);
    return { serverMs: cpuMs(serverPid) - serverStart, databaseMs };
  };
}
