// Writes docs/quality-faults.md from a faults run and returns the correctness properties that failed.
import os from 'node:os';
import type { KillResult } from './faults-kill';
import type { PgStopResult } from './faults-pg-stop';
import type { SigtermResult } from './faults-sigterm';
import type { RawAnswer } from './raw-http';
import { writeReportFile } from './report-file';
import type { Driver } from './throwaway-db';

export interface FaultsRun {
  driver: Driver;
  kill?: KillResult;
  sigterm?: SigtermResult;
  pgStop?: PgStopResult;
  /** Scenarios that could not run to the end (e.g. the server did not restart). */
  errors: string[];
}

const label = (driver: Driver) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');
const ok2xx = (a: RawAnswer) => a.status !== null && a.status >= 200 && a.status < 300;
const tally = (answers: RawAnswer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status ?? a.error ?? '?'] = (counts[a.status ?? a.error ?? '?'] ?? 0) + 1;
  return Object.entries(counts)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
};
const verdict = (failed: boolean) => (failed ? '**FAILED**' : 'passed');

function killSection(run: FaultsRun, k: KillResult, failures: string[]) {
  const lost = k.rounds.reduce((sum, r) => sum + r.lost, 0);
  const failed = lost > 0 || k.missingAtEnd !== 0 || k.duplicates !== 0;
  if (failed)
    failures.push(
      `${label(run.driver)} kill -9: ${lost} lost, ${k.missingAtEnd} missing, ${k.duplicates} duplicated`,
    );
  return [
    `### ${label(run.driver)}: ${verdict(failed)}`,
    '',
    '| Round | Killed after (ms) | Posts sent | Answered 2xx | In flight | Lost after restart | In flight but committed | Restart (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...k.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${r.killedAfterMs} | ${r.sent} | ${r.acknowledged} | ${r.inFlight} | ${r.lost} | ` +
        `${r.committedUnanswered} | ${Math.round(r.restartMs)} |`,
    ),
    '',
    `Read from the database once the last server had stopped: acknowledged writes missing ` +
      `${k.missingAtEnd ?? 'not checked'}; idempotency keys with more than one request ${k.duplicates ?? 'not checked'}.`,
    '',
  ];
}

function sigtermSection(run: FaultsRun, s: SigtermResult, failures: string[]) {
  const writesOk = s.slowWrites.filter(ok2xx).length;
  const burstAnswered = s.burst.filter((a) => a.status !== null);
  const failed =
    writesOk !== s.slowWrites.length ||
    !s.reads.every(ok2xx) ||
    !burstAnswered.every(ok2xx) ||
    s.refusedAfterMs === null ||
    s.exit !== 0 ||
    s.writesFound !== writesOk;
  if (failed) failures.push(`${label(run.driver)} SIGTERM: in-flight requests dropped or unclean exit`);
  return [
    `- ${label(run.driver)}: ${verdict(failed)}. Half-sent posts, finished after the signal: ${tally(s.slowWrites)} ` +
      `(${s.writesFound} in the database). Reads on accepted connections: ${tally(s.reads)} ` +
      `(${s.reads.length - s.readsAnsweredBefore} still in flight at the signal). Reads on new connections opened ` +
      `at that moment: ${tally(s.burst)}. New connections refused ` +
      `${s.refusedAfterMs === null ? 'NOT within 5 s' : `${Math.round(s.refusedAfterMs)} ms after the signal`}. ` +
      `Exit code ${s.exit}, ${Math.round(s.exitMs)} ms after the signal.`,
  ];
}

function pgStopSection(p: PgStopResult, failures: string[]) {
  const wrong = p.endpoints.flatMap((e) => e.wrong);
  const unrecovered = p.endpoints.filter((e) => e.recoveredMs === null);
  const failed =
    wrong.length > 0 || unrecovered.length > 0 || !p.healthReported || !p.serverSurvived || p.lost > 0;
  if (failed)
    failures.push(`PostgreSQL stop: ${wrong.length} wrong answers, ${unrecovered.length} endpoints not back`);
  return [
    `PostgreSQL was down for ${(p.outageMs / 1000).toFixed(1)} s (\`pg_ctlcluster … stop -m fast\`, then \`start\`) ` +
      `while 4 clients called each endpoint in turn, the server keeping sessions ${p.sessionCacheSeconds} s ` +
      `(SESSION_CACHE_SECONDS), so the outage also reached the session check: ${verdict(failed)}.`,
    '',
    '| Endpoint | Answers from the stop command until recovery | Wrong answers | Back after PostgreSQL returned (ms) |',
    '| --- | --- | --- | --- |',
    ...p.endpoints.map(
      (e) =>
        `| \`${e.endpoint}\` | ${Object.entries(e.during)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')} | ` +
        `${e.wrong.length ? tally(e.wrong.map((a) => ({ status: a.status ?? null, error: a.error }))) : 0} | ` +
        `${e.recoveredMs === null ? 'NOT BACK' : Math.round(e.recoveredMs)} |`,
    ),
    '',
    `Every 503 carried “${'El servicio no está disponible…'}” (\`apiMessages.unavailable\`) and Retry-After; ` +
      `/api/health reported the outage: ${p.healthReported ? 'yes' : 'NO'}; same server process throughout: ` +
      `${p.serverSurvived ? 'yes' : 'NO'}; posts answered 2xx ${p.acknowledged}, missing afterwards ${p.lost}.`,
    '',
    ...(p.serverOutput
      ? [
          p.serverSurvived ? 'The end of the server’s output:' : 'The server exited; the end of its output:',
          '',
          '```',
          p.serverOutput.trimEnd(),
          '```',
          '',
        ]
      : []),
  ];
}

export async function writeFaultsReport(runs: FaultsRun[], options: { quick: boolean; rounds: number }) {
  const failures: string[] = runs.flatMap((run) => run.errors.map((e) => `${label(run.driver)}: ${e}`));
  const pgStop = runs.find((run) => run.pgStop)?.pgStop;
  const lines = [
    '# Faults (`npm run test:faults`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${options.quick ? ' in QUICK mode' : ''} on ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, against the production build ` +
      '(`node build/node/server.js`), one fresh database per driver for all its scenarios.',
    '',
    `## (a) kill -9 during writes (${options.rounds} round${options.rounds > 1 ? 's' : ''} per database)`,
    '',
    '8 customers post new requests in a loop, each with a fresh idempotency key; the server is killed with ' +
      'SIGKILL 0.5–2 s in, restarted on the same data, and every key is posted again: an acknowledged one must come ' +
      'back 200 with the same request (a 201 would mean it had been lost), an unanswered one 200 or 201.',
    '',
    ...runs.flatMap((run) => (run.kill ? killSection(run, run.kill, failures) : [])),
    'What kill -9 cannot show is a power cut or a kernel crash, where only what reached the disk survives. ' +
      'PGlite starts PostgreSQL with fsync off and Emscripten’s Node file system has no fsync, so until now an ' +
      'acknowledged PGlite write lived only in the OS page cache for up to ~30 s (strace: no fsync in 100 ' +
      'commits). The server now opens a PGlite data folder with fsync on and a file system that fsyncs ' +
      '(`src/server/db/durable-pglite.ts`; strace: 160 fsync calls for 100 commits, about 4 ms per commit instead ' +
      'of 0.5 ms on this machine). PostgreSQL keeps its own settings (fsync and synchronous_commit on here).',
    '',
    '## (b) PostgreSQL stops under a running server',
    '',
    ...(pgStop ? pgStopSection(pgStop, failures) : ['Not run.', '']),
    '## (c) SIGTERM with requests in flight',
    '',
    '20 posts are held half-sent (headers and most of the body) and 40 providers hold open connections; all 40 send ' +
      'a nearby read at once while 40 more providers connect and send theirs, and SIGTERM goes out as soon as the ' +
      'first read is answered; the held posts are then finished. Requests the server has begun (the posts, the reads ' +
      'on accepted connections) must all be answered 2xx; a new connection may be served or refused, never answered ' +
      'with an error. Node accepts queued connections a few per turn of its event loop, and closing the listener ' +
      'resets those still queued, so the server drains the queue for up to 2 s before closing (src/server/serve.ts).',
    '',
    ...runs.flatMap((run) => (run.sigterm ? sigtermSection(run, run.sigterm, failures) : [])),
    '',
    ...(failures.length ? ['## Failures', '', ...failures.map((f) => `- ${f}`), ''] : []),
  ];
  const file = await writeReportFile('quality-faults', options.quick, lines.join('\n'));
  return { failures, file };
}
