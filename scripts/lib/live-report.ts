// docs/quality-live.md from a live load run (LOAD_MODE=live), and the targets of issue 31 that failed.
import os from 'node:os';
import { liveFailures } from './live-tally';
import type { LiveConfig, LiveRun } from './live-load';
import { writeReportFile } from './report-file';
import type { Driver } from './throwaway-db';

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => `${n(bytes / 2 ** 20, 1)} MiB`;
const label = (driver: Driver) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** What failed in this run: the issue's targets (p99 ≤ 1 s, 0 lost, 0 duplicated) and the run's own health. */
export function runFailures(run: LiveRun, config: LiveConfig): string[] {
  const failures = liveFailures(run.tally).map((failure) => `${label(run.driver)}: ${failure}`);
  const refused = Object.entries(run.sends.statuses).filter(([code]) => code !== '201');
  if (refused.length > 0 || run.sends.failures > 0)
    failures.push(
      `${label(run.driver)}: sends refused or failed: ${JSON.stringify(run.sends.statuses)}, ${run.sends.failures} socket errors`,
    );
  if (run.streamsOpened < config.streams)
    failures.push(`${label(run.driver)}: ${run.streamsOpened} of ${config.streams} streams opened`);
  if (run.streamsEnded > 0) failures.push(`${label(run.driver)}: ${run.streamsEnded} streams ended early`);
  if (run.exit !== 0) failures.push(`${label(run.driver)}: server exited with ${run.exit} after SIGTERM`);
  return failures;
}

export async function writeLiveReport(runs: LiveRun[], config: LiveConfig) {
  const failures = runs.flatMap((run) => runFailures(run, config));
  const cpu = os.cpus()[0]?.model ?? 'CPU';
  const lines = [
    '# Live streams under load (`LOAD_MODE=live npm run load`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${config.quick ? ' in QUICK mode' : ''} ` +
      `on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; ` +
      runs.map((run) => `${label(run.driver)} ${run.version}`).join(', ') +
      '. The machine is shared with other work (1-minute load average before the run: ' +
      `${n(os.loadavg()[0]!, 1)}); the generator runs on it too.`,
    '',
    `One production server (\`node build/node/server.js\`). ${n(config.streams)} people (half customers, half ` +
      'providers), each in two conversations seeded in the database (10 earlier messages each, nothing ' +
      `confirmed), each with one open \`GET /api/live\` on a socket of its own. After a warm-up (not counted), ${config.rate} messages a ` +
      `second for ${config.seconds} s, open loop, through \`POST /api/conversations/:id/messages\`, each by the ` +
      'next side of a conversation in a fixed random order (MESSAGE_RATE_LIMIT_PER_MINUTE lifted: the limit is ' +
      'not what is measured). Every `message` event read on a stream is matched to the ids the API answered ' +
      `201 with: delivered once on the recipient's stream, or lost (not read ${config.drainMs / 1000} s after ` +
      'the last answer), duplicated, or on the wrong stream. Delivery: from the instant the request was due to ' +
      "leave to the event on the recipient's stream (what the person waits for); from the sender's answer too " +
      '(0 when the event came first, as it may: the notification leaves at commit). Memory: the server ' +
      "process's resident set (VmRSS) from /proc, with PGlite's database inside it.",
    '',
    '| Database | Streams | Opened in (s) | Messages accepted | Delivered | Lost | Duplicated | Wrong stream | ' +
      'Delivery p50 (ms) | Delivery p99 (ms) | Max (ms) | From answer p99 (ms) | Send answer p99 (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${label(run.driver)} | ${n(run.streamsOpened)} | ${n(run.openSeconds, 1)} | ${n(run.tally.accepted)} ` +
        `of ${n(run.sends.due)} | ${n(run.tally.delivered)} | ${run.tally.lost.length} | ${run.tally.duplicated} | ` +
        `${run.tally.misdelivered} | ${n(run.tally.fromSend.p50, 1)} | ${n(run.tally.fromSend.p99, 1)} | ` +
        `${n(run.tally.fromSend.max, 1)} | ${n(run.tally.fromAnswer.p99, 1)} | ${n(run.answer.p99, 1)} |`,
    ),
    '',
    '| Database | RSS idle | With the streams open | Max while sending | After sending | After the streams closed | ' +
      'Per open stream | CPU per message: server (ms) | PostgreSQL (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map((run) => {
      const m = run.memory;
      const perStream = (m.streamsOpen - m.idle) / Math.max(1, run.streamsOpened);
      const accepted = Math.max(1, run.tally.accepted);
      const database = run.driver === 'postgres' ? n(run.cpu.databaseMs / accepted, 2) : 'in the server';
      return (
        `| ${label(run.driver)} | ${mb(m.idle)} | ${mb(m.streamsOpen)} | ${mb(m.duringMax)} | ` +
        `${mb(m.afterSending)} | ${mb(m.afterClosing)} | ${n(perStream / 1024, 1)} KiB | ${n(run.cpu.serverMs / accepted, 2)} | ${database} |`
      );
    }),
    '',
    '## Targets (issue 31: 1,000 open streams, 50 messages a second, delivery p99 ≤ 1 s, 0 lost, 0 duplicated)',
    '',
    ...runs.map((run) => {
      const own = runFailures(run, config);
      return (
        `- ${label(run.driver)}: ${own.length === 0 ? 'met' : `FAILED: ${own.join('; ')}`}` +
        (config.quick ? ' (QUICK: a check of the harness, not of the figures)' : '') +
        `; ${run.resyncs} resync events, ${run.tally.beforeAnswer} events read before the sender's answer, ` +
        `${run.tally.unknown} events of no accepted message; server exit after SIGTERM ${run.exit}.`
      );
    }),
    '',
  ];
  const file = await writeReportFile('quality-live', config.quick, lines.join('\n'));
  return { failures, file };
}
