// Fault (b): PostgreSQL stops while the server runs. Until it returns every answer must be a success (the
// landing page, a session still in the cache) or a 503 with the Spanish "unavailable" message and Retry-After,
// never a 500 or a 401; /api/health must say so; and once PostgreSQL accepts connections again the same
// server process must serve every endpoint without a restart (the pg pool drops its dead connections).
import { sql } from 'drizzle-orm';
import { apiMessages } from '#shared/common-messages';
import { rowsOf } from '#server/db/client';
import { startPostgres, stopPostgres } from './pg-cluster';
import { PROBE_ENDPOINTS, startProbes, type ProbeAnswer, type ProbeCookies } from './probes';
import type { RunningServer } from './server-process';
import type { Throwaway } from './throwaway-db';

export interface EndpointOutcome {
  endpoint: string;
  during: Record<string, number>;
  /** Answers that were neither 2xx nor a proper 503 before recovery, or not 2xx after it. */
  wrong: ProbeAnswer[];
  /** From PostgreSQL accepting connections again to this endpoint's first success. */
  recoveredMs: number | null;
}

export interface PgStopResult {
  outageMs: number;
  sessionCacheSeconds: number;
  endpoints: EndpointOutcome[];
  healthReported: boolean;
  serverSurvived: boolean;
  /** When the server exited: the end of what it printed, which says why. */
  serverOutput?: string;
  acknowledged: number;
  lost: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (a: ProbeAnswer) => a.status !== undefined && a.status >= 200 && a.status < 300;
const proper503 = (a: ProbeAnswer) =>
  a.status === 503 && a.message === apiMessages.unavailable && a.retryAfter !== null;
const label = (a: ProbeAnswer) => (a.status ? String(a.status) : (a.error ?? 'no answer'));

function judge(endpoint: string, answers: ProbeAnswer[], stoppedAt: number, backAt: number): EndpointOutcome {
  const mine = answers.filter((a) => a.endpoint === endpoint);
  const recovery = mine.find((a) => a.at >= backAt && ok(a));
  const during: Record<string, number> = {};
  const wrong: ProbeAnswer[] = [];
  for (const answer of mine) {
    const recovered = recovery && answer.at >= recovery.at;
    if (answer.at >= stoppedAt && !recovered) during[label(answer)] = (during[label(answer)] ?? 0) + 1;
    if (recovered ? !ok(answer) : !ok(answer) && !proper503(answer)) wrong.push(answer);
  }
  return { endpoint, during, wrong, recoveredMs: recovery ? recovery.at - backAt : null };
}

export async function stopPostgresUnderServer(
  target: Throwaway,
  server: RunningServer,
  cookies: ProbeCookies[],
  outage: { ms: number; sessionCacheSeconds: number },
): Promise<PgStopResult> {
  const probes = startProbes(server.url, cookies, 4, 20);
  let stoppedAt = 0;
  let backAt = Infinity;
  try {
    await sleep(1_500);
    stoppedAt = probes.now();
    await stopPostgres();
    await sleep(outage.ms);
  } finally {
    await startPostgres();
    backAt = probes.now();
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const recovered = PROBE_ENDPOINTS.every((e) =>
      probes.answers.some((a) => a.endpoint === e && a.at >= backAt && ok(a)),
    );
    if (recovered) break;
    await sleep(200);
  }
  await sleep(1_500);
  await probes.stop();
  const answers = probes.answers;
  const written = answers.filter((a) => a.endpoint === 'POST /api/requests' && ok(a)).map((a) => a.id!);
  const handle = await target.open();
  let found = 0;
  try {
    found = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from service_requests where id = any(${sql.param(written)}::uuid[])`,
      ),
    )[0]!.n;
  } finally {
    await handle.close();
  }
  const endpoints = PROBE_ENDPOINTS.map((endpoint) => judge(endpoint, answers, stoppedAt, backAt));
  const survived = server.child.exitCode === null && server.child.signalCode === null;
  return {
    outageMs: backAt - stoppedAt,
    sessionCacheSeconds: outage.sessionCacheSeconds,
    endpoints,
    healthReported: answers.some(
      (a) => a.endpoint === 'GET /api/health' && a.at >= stoppedAt && proper503(a),
    ),
    serverSurvived: survived,
    // What the server logged, when it died or answered wrongly: the error behind a 500 is in it.
    serverOutput: !survived
      ? server.output().slice(-3_000)
      : endpoints.some((endpoint) => endpoint.wrong.length > 0)
        ? server
            .output()
            .split('\n')
            .filter((line) => line.includes('"level":50'))
            .slice(-5)
            .join('\n')
        : undefined,
    acknowledged: written.length,
    lost: written.length - found,
  };
}
