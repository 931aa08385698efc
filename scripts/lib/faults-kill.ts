// Fault (a): kill -9 the server while customers post requests, restart it on the same data, and check that
// every write it acknowledged is still there. Each acknowledged key is posted again: the idempotent endpoint
// must answer 200 with the same request (201 would mean the first one was lost). Keys that were in flight get
// 200 or 201, never a second request. The database itself is read after the last server has stopped.
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '#server/db/client';
import { killServer, startServer, type RunningServer } from './server-process';
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
  /** Filled in by checkDatabase once the last server has stopped. */
  duplicates?: number;
  missingAtEnd?: number;
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

/**
 * Kills the given server `rounds` times in the middle of the writes, restarting it each time; returns the
 * records of every write and the server left running.
 */
export async function killDuringWrites(
  target: Throwaway,
  running: RunningServer,
  cookies: string[],
  options: { port: number; rounds: number; clients: number },
) {
  const rounds: KillRound[] = [];
  const records: WriteRecord[] = [];
  let server = running;
  for (let round = 0; round < options.rounds; round += 1) {
    const stream = startWriteStream(server.url, cookies, options.clients);
    const killedAfterMs = 500 + Math.round(Math.random() * 1500);
    await sleep(killedAfterMs);
    await killServer(server);
    await stream.done;
    const restarted = performance.now();
    server = await startServer({ port: options.port, dataDir: target.dataDir, databaseUrl: target.url });
    const restartMs = performance.now() - restarted;
    const { lost, committedUnanswered } = await recheck(server, stream.records);
    records.push(...stream.records);
    rounds.push({
      killedAfterMs,
      sent: stream.records.length,
      acknowledged: stream.records.filter(acknowledged).length,
      inFlight: stream.records.filter((r) => !acknowledged(r)).length,
      lost,
      committedUnanswered,
      restartMs,
    });
  }
  return { result: { rounds } as KillResult, records, server };
}

/** After a clean shutdown: acknowledged writes missing from the database, and keys stored more than once. */
export async function checkDatabase(handle: DatabaseHandle, records: WriteRecord[]) {
  const keys = records.map((r) => r.key);
  const ids = records.filter(acknowledged).map((r) => r.id!);
  const [counts] = rowsOf<{ duplicates: number; found: number }>(
    await handle.db.execute(sql`
      select (select count(*)::int from (select idempotency_key from service_requests
          where idempotency_key = any(${sql.param(keys)}::uuid[]) group by 1 having count(*) > 1) d) as duplicates,
        (select count(*)::int from service_requests where id = any(${sql.param(ids)}::uuid[])) as found`),
  );
  return { duplicates: counts!.duplicates, missing: ids.length - counts!.found };
}

/** How many of these idempotency keys have a request in the database. */
export async function countKeys(handle: DatabaseHandle, keys: string[]) {
  const [row] = rowsOf<{ n: number }>(
    await handle.db.execute(
      sql`select count(*)::int as n from service_requests where idempotency_key = any(${sql.param(keys)}::uuid[])`,
    ),
  );
  return row!.n;
}
