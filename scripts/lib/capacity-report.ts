// docs/capacity.md from a capacity run: a summary of the highest rate meeting the objective per endpoint and
// driver, then every step of every endpoint.
import os from 'node:os';
import type { CapacityEndpoint } from './capacity-endpoints';
import type { OpenLoopResult } from './open-loop';
import type { Driver } from './throwaway-db';

export interface Step {
  result: OpenLoopResult;
  p50: number;
  p99: number;
  errors: number;
  /** Server and PostgreSQL CPU milliseconds per answer during the step. */
  cpuPerAnswer: { server: number; database: number };
  /** The providers' nearby searches sent beside the step, when its endpoint asks for them. */
  readers?: { p50: number; p99: number };
  /** For a write: the e-mails written to the outbox during the step, per request answered. */
  mailsPerAnswer?: number;
  met: boolean;
  loadAverage: number;
}

export interface DriverRun {
  driver: Driver;
  version: string;
  /** Seeded services per status (empty when no list was measured). */
  services: Record<string, number>;
  endpoints: { endpoint: CapacityEndpoint; steps: Step[] }[];
}

export interface ReportContext {
  quick: boolean;
  rows: number;
  services: number;
  customers: number;
  providers: number;
  seconds: number;
  /** 1-minute load average of the machine before and after the run. */
  loadBefore: number;
  loadAfter: number;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const count = (value: number) => value.toLocaleString('en');
const driverName = (driver: Driver) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** The last step that met the objective: every rate below it met it too, at the first or second try. */
const bestOf = (steps: Step[]) => steps.filter((step) => step.met).at(-1);

function header(runs: DriverRun[], context: ReportContext) {
  const cpu = os.cpus();
  const statuses = Object.entries(runs[0]?.services ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${status} ${count(n)}`)
    .join(', ');
  return [
    '# Capacity at a latency objective',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run load:capacity\`${context.quick ? ' (QUICK)' : ''} on ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ` +
      `${process.version}; the load generator on the same machine. Load average (1 min) ${fixed(context.loadBefore)} ` +
      `before the run and ${fixed(context.loadAfter)} after it (each step's is in its table).`,
    '',
    `Requests leave at a fixed arrival rate (open loop), ${context.seconds} s a step, and each latency counts from ` +
      'the instant its request was due to leave. A step meets the objective with p99 ≤ 50 ms (≤ 250 ms for ' +
      'publishing a request), no error and the rate kept by the generator; the rate steps up until one does not, ' +
      'twice in a row (a missed step is tried once more). Each endpoint is read by its owners in turn, signed in, ' +
      'with the query string its page sends on first view. Published requests carry a fresh idempotency key each, ' +
      'at populated places, and tell the providers in range by e-mail (to the outbox folder); the providers ' +
      'search nearby beside them at a fixed rate, and their p99 is shown (their answers count in the CPU per answer).',
    '',
    `Data: ${count(context.rows)} open requests and ${context.providers} providers, each signed in` +
      (context.services > 0
        ? `; ${count(context.services)} services between ${count(context.customers)} signed-in customers and ` +
          `the providers, dated over the six months before and after the run (${statuses}), mostly with each ` +
          "customer's one to four usual providers, with their requests, the first line of their history, and " +
          "the customer's review of half the completed ones."
        : '.'),
    '',
  ];
}

function summary(runs: DriverRun[]) {
  const endpoints = runs[0]?.endpoints.map(({ endpoint }) => endpoint) ?? [];
  return [
    '## Summary: highest rate meeting the objective',
    '',
    `| Endpoint | Page | ${runs.map((run) => driverName(run.driver)).join(' | ')} |`,
    `| --- | --- | ${runs.map(() => '---:').join(' | ')} |`,
    ...endpoints.map((endpoint) => {
      const cells = runs.map((run) => {
        const best = bestOf(run.endpoints.find((e) => e.endpoint.name === endpoint.name)?.steps ?? []);
        return best ? `${best.result.rate} req/s` : 'none';
      });
      return `| \`${endpoint.method} ${endpoint.path}\` | ${endpoint.page} | ${cells.join(' | ')} |`;
    }),
    '',
  ];
}

function stepTable(run: DriverRun, steps: Step[]) {
  const readers = steps.some((step) => step.readers);
  const mails = steps.some((step) => step.mailsPerAnswer !== undefined);
  return [
    `| Rate (req/s) | Sent/s | p50 (ms) | p99 (ms) | ${readers ? "Readers' p50 / p99 (ms) | " : ''}${mails ? 'E-mails per request | ' : ''}Errors | Server CPU/answer (ms) | PostgreSQL CPU/answer (ms) | Load avg | Objective |`,
    `| ---: | ---: | ---: | ---: | ${readers ? '---: | ' : ''}${mails ? '---: | ' : ''}---: | ---: | ---: | ---: | --- |`,
    ...steps.map(
      (step) =>
        `| ${step.result.rate} | ${fixed(step.result.sentRate, 0)} | ${fixed(step.p50)} | ${fixed(step.p99)} | ` +
        (step.readers ? `${fixed(step.readers.p50)} / ${fixed(step.readers.p99)} | ` : '') +
        (step.mailsPerAnswer !== undefined ? `${fixed(step.mailsPerAnswer)} | ` : '') +
        `${step.errors} | ` +
        `${fixed(step.cpuPerAnswer.server, 2)} | ${run.driver === 'postgres' ? fixed(step.cpuPerAnswer.database, 2) : '—'} | ` +
        `${fixed(step.loadAverage)} | ${step.met ? 'met' : 'missed'} |`,
    ),
  ];
}

function endpointSection(runs: DriverRun[], endpoint: CapacityEndpoint) {
  const lines = [`## \`${endpoint.method} ${endpoint.path}\`: ${endpoint.page}`, ''];
  for (const run of runs) {
    const steps = run.endpoints.find((e) => e.endpoint.name === endpoint.name)?.steps ?? [];
    const best = bestOf(steps);
    const target = endpoint.target?.[run.driver];
    const verdict =
      target === undefined
        ? ''
        : ` (target ≥ ${target} req/s: ${best && best.result.rate >= target ? 'met' : 'not met'})`;
    lines.push(
      `### ${driverName(run.driver)} (${run.version})`,
      '',
      `Highest rate meeting the objective: **${best ? `${best.result.rate} req/s` : 'none'}**${verdict}.`,
      '',
      ...stepTable(run, steps),
      '',
    );
  }
  return lines;
}

export function capacityReport(runs: DriverRun[], context: ReportContext): string {
  const endpoints = runs[0]?.endpoints.map(({ endpoint }) => endpoint) ?? [];
  return [
    ...header(runs, context),
    ...summary(runs),
    ...endpoints.flatMap((endpoint) => endpointSection(runs, endpoint)),
  ]
    .join('\n')
    .trimEnd();
}
