// Fault (a): kill -9 the server while customers post requests, restart it on the same data, and check that
// every write it acknowledged is still there. Each acknowledged key is posted again: the idempotent endpoint
// must answer 200 with the same request (201 would mean the first one was lost). Keys that were in flight get
// 200 or 201, never a second request. Finally the database itself is read after a clean shutdown.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client';
import { killServer, startServer, stopServer, type RunningServer } from './server-process';
import type { Throwaway } from './throwaway-db';
import { acknowledged, postRequest, startWriteStream, type WriteRecord } from './write-stream';

export interface KillRound {
  killedAfterMs: number;
  sent: number;
  acknowledged: number;
  inFlight: number;
  /** Acknowledged writes the restarted server did not have. */
  lost: number;
  /** In-flight writes that had been committed although their answer never arrived. */
  committedUnanswered: number;
  restartMs: number;
}

export interface KillResult {
  rounds: KillRound[];
  /** Rows per idempotency key in the database at the end (must all be 1) and acknowledged ids found. */
  duplicates: number;
  missingAtEnd: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recheck(server: RunningServer, records: WriteRecord[]) {
  let lost = 0;
  let committedUnanswered = 0;
  for (const record of records) {
    const response = await postRequest(server.url, record);
    const { request } = (await response.json()) as { request: { id: string } };
    if (acknowledged(record)) {
      if (response.status !== 200 || request.id !== record.id) lost += 1;
    } else if (response.status === 200) {
      committedUnanswered += 1;
    }
    record.id ??= request.id;
  }
  return { lost, committedUnanswered };
}

export async function killDuringWrites(
  target: Throwaway,
  cookies: string[],
  options: { port: number; rounds: number; clients: number },
): Promise<KillResult> {
  const rounds: KillRound[] = [];
  const all: WriteRecord[] = [];
  let server = await startServer({ port: options.port, dataDir: target.dataDir, databaseUrl: target.url });
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      const stream = startWriteStream(server.url, cookies, options.clients);
      const killedAfterMs = 500 + Math.round(Math.random() * 1500);
      await sleep(killedAfterMs);
      await killServer(server);
      await stream.done;
      const records = stream.records;
      const restarted = performance.now();
      server = await startServer({ port: options.port, dataDir: target.dataDir, databaseUrl: target.url });
      const restartMs = performance.now() - restarted;
      const { lost, committedUnanswered } = await recheck(server, records);
      all.push(...records);
      rounds.push({
        killedAfterMs,
        sent: records.length,
        acknowledged: records.filter(acknowledged).length,
        inFlight: records.filter((r) => !acknowledged(r)).length,
        lost,
        committedUnanswered,
        restartMs,
      });
    }
  } finally {
    await stopServer(server);
  }
  const handle = await target.open();
  try {
    const keys = all.map((r) => r.key);
    const [counts] = rowsOf<{ duplicates: number; found: number }>(
      await handle.db.execute(sql`
        select (select count(*)::int from (select idempotency_key from service_requests
            where idempotency_key = any(${sql.param(keys)}::uuid[]) group by 1 having count(*) > 1) d) as duplicates,
          (select count(*)::int from service_requests
            where id = any(${sql.param(all.filter(acknowledged).map((r) => r.id!))}::uuid[])) as found`),
    );
    return {
      rounds,
      duplicates: counts!.duplicates,
      missingAtEnd: all.filter(acknowledged).length - counts!.found,
    };
  } finally {
    await handle.close();
  }
}
