// npm run scale:demo (issue 32, item 4): more than one machine, on one: a PostgreSQL primary of its own, a streaming
// replica made with pg_basebackup, PgBouncer in transaction mode in front of the primary, two instances of the
// production build on PgBouncer (DATABASE_POOLER=transaction; DATABASE_DIRECT_URL to the primary for LISTEN and
// migrations; DATABASE_READ_URL to the replica) and HAProxy in front of both (health checks on /api/health, failed
// connections and empty answers retried on the other instance). Then providers read nearby and customers publish
// requests through the proxy while each instance in turn is killed (-9) and restarted; at the end every
// acknowledged write is looked up on the primary, each write is sent again (the same idempotency key must answer
// 200 with the same request), and the tasks are counted in the database and the e-mails they sent on disk.
// Prints a summary (docs/scaling.md keeps the measured one) and tears everything down, whatever happens.
// Debian's packages: installs haproxy and pgbouncer with apt-get when missing. Runs as root (PostgreSQL and
// PgBouncer run as the postgres user) or as a user who may run initdb.
// QUICK=1: 30 s of load on 2,000 requests (a check of the topology, not figures). SCALE_SECONDS, SCALE_ROWS,
// SCALE_CONNECTIONS, SCALE_PORT (3700: the proxy; instances +1 and +2; primary +51, replica +52, PgBouncer +53),
// KEEP=1 to leave it all running until Ctrl-C.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase, rowsOf } from '#server/db/client';
import { createLoad, nearbyLoad, type WriteLog } from './lib/load-endpoints';
import { errorsOf, percentile, runPhase, type EndpointStats } from './lib/load-phase';
import { seedLoadData } from './lib/load-seed';
import { killServer, ROOT, startServer, stopServer, type RunningServer } from './lib/server-process';
import { acknowledged, postRequest, startWriteStream, type WriteRecord } from './lib/write-stream';

const QUICK = process.env.QUICK === '1';
// Long enough for both kills and restarts to fall inside the load (a restart took 19 s on the crowded machine).
const SECONDS = Number(process.env.SCALE_SECONDS ?? (QUICK ? 30 : 60));
const ROWS = Number(process.env.SCALE_ROWS ?? (QUICK ? 2_000 : 20_000));
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? (QUICK ? 10 : 40));
const BASE = Number(process.env.SCALE_PORT ?? 3700);
const PORTS = {
  proxy: BASE,
  a: BASE + 1,
  b: BASE + 2,
  primary: BASE + 51,
  replica: BASE + 52,
  bouncer: BASE + 53,
};
const DB = 'limpiahogar';
const ROOT_USER = process.getuid?.() === 0;

const started = performance.now();
const log = (message: string) =>
  console.log(`[scale] ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s  ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const work = mkdtempSync(path.join(os.tmpdir(), 'scale-demo-'));
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const servers = new Map<'a' | 'b', RunningServer>();
const stops: (() => void)[] = [];

// ---- Teardown: every process this script started, then the folder, on any exit (an error, Ctrl-C, kill).
let tornDown = false;
function teardown() {
  if (tornDown) return;
  tornDown = true;
  for (const server of servers.values()) server.child.kill('SIGKILL');
  for (const child of children) child.kill('SIGKILL');
  for (const stop of stops.reverse()) {
    try {
      stop();
    } catch {}
  }
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', teardown);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    teardown();
    process.exit(130);
  });

// ---- The machine's tools.
const PG_BIN = (() => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  return versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';
})();
const pgTool = (name: string) => (PG_BIN ? path.join(PG_BIN, name) : name);

/** As the postgres user when this script is root (initdb and postgres refuse root). */
function asPostgres(command: string, args: string[]) {
  const [file, argv] = ROOT_USER ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.status}\n${result.stdout}${result.stderr}`);
}

function ensurePackages() {
  const missing = ['haproxy', 'pgbouncer'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (!missing.length) return;
  log(`apt-get install -y ${missing.join(' ')}`);
  const [command, ...args] = [...(ROOT_USER ? [] : ['sudo']), 'apt-get', 'install', '-y', ...missing];
  const install = spawnSync(command!, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

function ownedFolder(name: string) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ROOT_USER) execFileSync('chown', ['postgres:postgres', dir]);
  return dir;
}

// ---- PostgreSQL: a primary and its streaming replica, each a cluster of this script's own.
function startCluster(name: 'primary' | 'replica', dataDir: string) {
  // Its log and socket in a folder the postgres user may write.
  const runDir = ownedFolder('run');
  const logFile = path.join(runDir, `${name}.log`);
  const options = `-p ${PORTS[name]} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${runDir}`;
  asPostgres(pgTool('pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
  stops.push(() => asPostgres(pgTool('pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']));
}

async function startPostgresPair() {
  const primary = ownedFolder('primary');
  asPostgres(pgTool('initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  writeFileSync(
    path.join(work, 'primary.conf'),
    // Up to 2 × 20 server connections from PgBouncer, the LISTEN sessions, the replica and the script.
    'max_connections = 100\nwal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n',
  );
  execFileSync('sh', ['-c', `cat ${work}/primary.conf >> ${primary}/postgresql.conf`]);
  startCluster('primary', primary);
  const admin = `postgres://postgres@127.0.0.1:${PORTS.primary}/postgres`;
  await withClient(admin, (client) => client.query(`create database ${DB}`));
  // The replica: a base backup of the running primary, streaming from it (-R writes standby.signal and
  // primary_conninfo), read-only by construction.
  const replica = ownedFolder('replica');
  asPostgres(pgTool('pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(PORTS.primary),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '--no-sync',
    '--checkpoint=fast',
  ]);
  startCluster('replica', replica);
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const dbUrl = (port: number, database = DB) => `postgres://postgres@127.0.0.1:${port}/${database}`;

// ---- PgBouncer, transaction mode, in front of the primary.
async function startBouncer() {
  const ini = path.join(work, 'pgbouncer.ini');
  writeFileSync(path.join(work, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    ini,
    `[databases]
${DB} = host=127.0.0.1 port=${PORTS.primary} dbname=${DB}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORTS.bouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${work}/userlist.txt
admin_users = postgres
pool_mode = transaction
default_pool_size = 20
max_client_conn = 400
ignore_startup_parameters = extra_float_digits
logfile = ${work}/run/pgbouncer.log
`,
  );
  if (ROOT_USER) for (const file of [ini, path.join(work, 'userlist.txt')]) chownSync(file, 101, 104);
  // PgBouncer refuses root; -u drops to postgres after binding.
  const child = spawn('pgbouncer', [...(ROOT_USER ? ['-u', 'postgres'] : []), ini], { stdio: 'ignore' });
  children.push(child);
  await waitFor('PgBouncer', async () => {
    await withClient(dbUrl(PORTS.bouncer), (client) => client.query('select 1'));
  });
}

// ---- HAProxy in front of the two instances.
async function startProxy() {
  const cfg = path.join(work, 'haproxy.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 2000
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 30s
  timeout queue 10s
  # A health check answers slowly when two cores are busy; only a refused or failing one should take an
  # instance out (marked down after 3 × 1 s).
  timeout check 5s
  # A connection refused, or a connection closed with no answer (the instance was killed mid-request), is tried
  # again on the other instance. Non-idempotent requests included: every write here carries its idempotency key,
  # so a second try of a write that did commit answers 200 with the same record (src/server/modules/idempotency).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  # The whole body in the buffer before a server is chosen, so a POST can be sent again.
  option http-buffer-request
  # A new connection to the instance for each request: a client's keep-alive connection is never tied to a
  # server connection that died with its instance (HAProxy closed those, and the client's next request on it
  # failed with no answer).
  option http-server-close
frontend web
  bind 127.0.0.1:${PORTS.proxy}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  server a 127.0.0.1:${PORTS.a} check inter 1s fall 3 rise 2
  server b 127.0.0.1:${PORTS.b} check inter 1s fall 3 rise 2
`,
  );
  execFileSync('haproxy', ['-c', '-q', '-f', cfg]);
  const child = spawn('haproxy', ['-f', cfg, '-db'], { stdio: 'ignore' });
  children.push(child);
  await waitFor('HAProxy', async () => {
    const response = await fetch(`http://127.0.0.1:${PORTS.proxy}/api/health`);
    if (!response.ok) throw new Error(String(response.status));
  });
}

async function waitFor(what: string, probe: () => Promise<void>, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (performance.now() > deadline)
        throw new Error(`${what} did not come up: ${(error as Error).message}`);
      await sleep(100);
    }
  }
}

// ---- The server, bundled into this run's folder (as scripts/build-server.mjs does) beside a copy of the built web
// app: the shared build/ is rebuilt by others while this runs, and a restart must start the same code. No lock.
async function privateBuild() {
  const app = path.join(work, 'app');
  const outDir = path.join(app, 'build/node');
  await build({
    entryPoints: { server: path.join(ROOT, 'src/server/server.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  // The load is the API's; the pages come along when a build is there (on a fresh checkout the server starts
  // without them, as it does whenever build/client is missing).
  const client = path.join(ROOT, 'build/client');
  if (existsSync(path.join(client, '__spa-fallback.html')))
    cpSync(client, path.join(app, 'build/client'), { recursive: true });
  else log('no build/client: the instances serve the API only');
  cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
  return path.join(outDir, 'server.js');
}

function instanceEnv(): Record<string, string> {
  return {
    DATABASE_POOLER: 'transaction',
    DATABASE_DIRECT_URL: dbUrl(PORTS.primary),
    DATABASE_READ_URL: dbUrl(PORTS.replica),
    DATABASE_POOL_SIZE: '20',
    APP_URL: `http://127.0.0.1:${PORTS.proxy}`,
    TRUST_PROXY: 'true',
  };
}

async function startInstance(name: 'a' | 'b', script: string) {
  const server = await startServer({
    port: PORTS[name],
    dataDir: path.join(work, `data-${name}`),
    databaseUrl: dbUrl(PORTS.bouncer),
    env: instanceEnv(),
    script,
  });
  servers.set(name, server);
  return server;
}

// ---- The run.
interface KillEvent {
  name: 'a' | 'b';
  atS: number;
  restartMs: number;
}

async function killAndRestart(name: 'a' | 'b', script: string, events: KillEvent[]) {
  const atS = (performance.now() - loadStarted) / 1000;
  await killServer(servers.get(name)!);
  const from = performance.now();
  await startInstance(name, script);
  events.push({ name, atS, restartMs: performance.now() - from });
  log(
    `instance ${name} killed (-9) at ${atS.toFixed(1)} s of load, healthy again after ${(performance.now() - from).toFixed(0)} ms`,
  );
}

let loadStarted = 0;

async function replicaCaughtUp() {
  const [{ lsn }] = (
    await withClient(dbUrl(PORTS.primary), (c) =>
      c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
    )
  ).rows as [{ lsn: string }];
  await waitFor(
    'the replica',
    async () => {
      const { rows } = await withClient(dbUrl(PORTS.replica), (c) =>
        c.query<{ behind: boolean }>('select pg_last_wal_replay_lsn() < $1::pg_lsn as behind', [lsn]),
      );
      if (rows[0]!.behind) throw new Error('still replaying');
    },
    120_000,
  );
}

async function replicaReads() {
  const { rows } = await withClient(dbUrl(PORTS.replica), (c) =>
    c.query<{ n: string }>('select xact_commit::text as n from pg_stat_database where datname = $1', [DB]),
  );
  return Number(rows[0]!.n);
}

async function bouncerStats() {
  const { rows } = await withClient(dbUrl(PORTS.bouncer, 'pgbouncer'), (c) => c.query('show stats'));
  return rows.find((row: { database: string }) => row.database === DB) as
    | { total_xact_count: string; total_query_count: string; total_server_assignment_count?: string }
    | undefined;
}

/** Every write again through the proxy: acknowledged ones must answer 200 with the same request. */
async function recheck(records: WriteRecord[]) {
  let lost = 0;
  let committedUnanswered = 0;
  for (const record of records) {
    const response = await postRequest(`http://127.0.0.1:${PORTS.proxy}`, record);
    const { request } = (await response.json()) as { request: { id: string } };
    if (acknowledged(record)) {
      if (response.status !== 200 || request.id !== record.id) lost += 1;
    } else if (response.status === 200) committedUnanswered += 1;
    record.id ??= request.id;
  }
  return { lost, committedUnanswered };
}

async function main() {
  ensurePackages();
  const script = await privateBuild();

  let t = performance.now();
  await startPostgresPair();
  log(
    `primary :${PORTS.primary} and replica :${PORTS.replica} (pg_basebackup) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const seeded = await seedLoadData(
    {
      driver: 'postgres',
      dataDir: work,
      url: dbUrl(PORTS.primary),
      open: () => openDatabase({ url: dbUrl(PORTS.primary), poolSize: 4 }),
      remove: async () => {},
    },
    { rows: ROWS, customers: 300, providers: 50, signedInCustomers: 100, days: 60 },
  );
  log(`seeded ${ROWS} open requests in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await replicaCaughtUp();
  await startBouncer();
  log(`PgBouncer :${PORTS.bouncer} (transaction mode, 20 server connections)`);
  await Promise.all([startInstance('a', script), startInstance('b', script)]);
  await startProxy();
  log(`instances :${PORTS.a} :${PORTS.b} on PgBouncer, HAProxy :${PORTS.proxy}`);

  const proxy = `http://127.0.0.1:${PORTS.proxy}`;
  const tasksBefore = await taskCounts();
  const replicaBefore = await replicaReads();
  const bouncerBefore = await bouncerStats();

  // Load (as npm run load: providers read nearby, customers publish) and a write stream (as npm run test:faults:
  // each write's answer recorded) through the proxy, while a and then b are killed and restarted.
  const writes: WriteLog = { acknowledged: [], sent: 0 };
  const stream = startWriteStream(proxy, seeded.customerCookies.slice(50), 4);
  loadStarted = performance.now();
  const kills: KillEvent[] = [];
  const load = runPhase(
    proxy,
    [
      nearbyLoad(Math.ceil(CONNECTIONS * 0.8), seeded.providerCookies),
      createLoad(Math.max(1, Math.floor(CONNECTIONS * 0.2)), seeded.customerCookies.slice(0, 50), writes),
    ],
    SECONDS,
  );
  const faults = (async () => {
    await sleep(SECONDS * 150);
    await killAndRestart('a', script, kills);
    await sleep(1000);
    await killAndRestart('b', script, kills);
  })();
  const [stats] = await Promise.all([load, faults]);
  stream.stop();
  await stream.done;
  log(
    `load done: ${stats.map((s) => `${s.name} ${s.responses} answers, ${errorsOf(s)} errors ${JSON.stringify(s.statuses)}`).join('; ')}`,
  );

  const { lost, committedUnanswered } = await recheck(stream.records);
  // Tasks: every published request's task done, then the e-mails it queued.
  await waitFor(
    'the task queue',
    async () => {
      const counts = await taskCounts();
      if (counts.pending > 0) throw new Error(`${counts.pending} pending`);
    },
    120_000,
  );
  const tasksAfter = await taskCounts();
  const ids = [...writes.acknowledged, ...stream.records.filter(acknowledged).map((r) => r.id!)];
  const db = await openDatabase({ url: dbUrl(PORTS.primary), poolSize: 2 });
  let found = 0;
  let duplicateKeys = 0;
  let publishedTasks: { requests: number; tasks: number; done: number; claimedTwice: number } | undefined;
  try {
    const [row] = rowsOf<{ found: number }>(
      await db.db.execute(
        sql`select count(*)::int as found from service_requests where id = any(${sql.param(ids)}::uuid[])`,
      ),
    );
    found = row!.found;
    const keys = stream.records.map((r) => r.key);
    const [dup] = rowsOf<{ n: number }>(
      await db.db.execute(sql`select count(*)::int as n from (select idempotency_key from service_requests
        where idempotency_key = any(${sql.param(keys)}::uuid[]) group by 1 having count(*) > 1) d`),
    );
    duplicateKeys = dup!.n;
    const [tasks] = rowsOf<{ requests: number; tasks: number; done: number; claimed_twice: number }>(
      await db.db.execute(sql`select
          (select count(*)::int from service_requests where id = any(${sql.param(ids)}::uuid[])) as requests,
          count(t.id)::int as tasks, count(t.done_at)::int as done,
          count(*) filter (where t.attempts > 1)::int as claimed_twice
        from tasks t where t.kind = 'request-published' and t.payload->>'requestId' = any(${sql.param(ids)}::text[])`),
    );
    publishedTasks = {
      requests: tasks!.requests,
      tasks: tasks!.tasks,
      done: tasks!.done,
      claimedTwice: tasks!.claimed_twice,
    };
  } finally {
    await db.close();
  }
  const mails = ['a', 'b'].reduce((sum, name) => {
    const dir = path.join(work, `data-${name}`, 'outbox');
    return sum + (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')).length : 0);
  }, 0);
  const replicaAfter = await replicaReads();
  const bouncerAfter = await bouncerStats();
  await replicaCaughtUp();

  const summary = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
    load: stats.map((s) => describe(s)),
    kills: kills.map((kill) => ({ ...kill, duringLoad: kill.atS < SECONDS })),
    writes: {
      acknowledgedByLoad: writes.acknowledged.length,
      stream: stream.records.length,
      streamAcknowledged: stream.records.filter(acknowledged).length,
      streamUnanswered: stream.records.filter((r) => !acknowledged(r)).length,
      // Why: an answer other than 2xx (its status), or none (the client's error code).
      streamNotAcknowledged: stream.records
        .filter((r) => !acknowledged(r))
        .map((r) => r.error ?? String(r.status)),
      lostOnRecheck: lost,
      committedUnanswered,
      acknowledgedFoundOnPrimary: `${found} of ${ids.length}`,
      duplicateKeys,
    },
    tasks: {
      publishedRequests: publishedTasks,
      emailTasksDone: tasksAfter.emailDone - tasksBefore.emailDone,
      emailFilesWritten: mails,
      claimedTwiceOverall: tasksAfter.claimedTwice - tasksBefore.claimedTwice,
      // Claimed by an instance killed mid-task: any instance takes them when the lease (5 min) runs out.
      leasedByKilledInstance: tasksAfter.leased,
    },
    replica: { transactionsServed: replicaAfter - replicaBefore },
    pgbouncer: {
      transactions:
        Number(bouncerAfter?.total_xact_count ?? 0) - Number(bouncerBefore?.total_xact_count ?? 0),
      queries: Number(bouncerAfter?.total_query_count ?? 0) - Number(bouncerBefore?.total_query_count ?? 0),
    },
  };
  console.log(JSON.stringify(summary, null, 2));
  const failures = [
    ...stats.filter((s) => errorsOf(s) > 0).map((s) => `${s.name}: ${errorsOf(s)} errors`),
    ...stream.records
      .filter((r) => !acknowledged(r))
      .map((r) => `a write of the stream without a 2xx answer: ${r.error ?? r.status}`),
    ...(lost ? [`${lost} acknowledged writes lost`] : []),
    ...(found !== ids.length ? [`${ids.length - found} acknowledged requests missing on the primary`] : []),
    ...(duplicateKeys ? [`${duplicateKeys} idempotency keys stored twice`] : []),
    ...(publishedTasks && publishedTasks.tasks !== publishedTasks.requests
      ? [`${publishedTasks.requests} requests but ${publishedTasks.tasks} publishing tasks`]
      : []),
    // An e-mail sent by an instance killed before it marked the task done is written but not done (its task is
    // leased until the lease runs out, then sent again: e-mail is at least once, the tasks' own writes exactly once).
    ...(mails < summary.tasks.emailTasksDone ||
    mails > summary.tasks.emailTasksDone + summary.tasks.leasedByKilledInstance
      ? [`${summary.tasks.emailTasksDone} e-mail tasks done but ${mails} e-mails written`]
      : []),
    ...(summary.replica.transactionsServed === 0 ? ['the replica served nothing'] : []),
  ];
  for (const failure of failures) console.error(`[scale] FAILED: ${failure}`);
  if (process.env.KEEP === '1') {
    log(`KEEP=1: ${proxy} until Ctrl-C`);
    await new Promise(() => {});
  }
  for (const server of servers.values()) await stopServer(server);
  servers.clear();
  return failures.length ? 1 : 0;
}

function describe(s: EndpointStats) {
  return {
    endpoint: s.name,
    answers: s.responses,
    perSecond: Math.round(s.responses / s.seconds),
    p50ms: percentile(s.latencies, 0.5),
    p99ms: percentile(s.latencies, 0.99),
    maxMs: Math.max(0, ...s.latencies),
    errors: errorsOf(s),
    statuses: s.statuses,
  };
}

async function taskCounts() {
  const { rows } = await withClient(dbUrl(PORTS.primary), (c) =>
    c.query<{ pending: number; leased: number; email_done: number; claimed_twice: number }>(`select
        count(*) filter (where done_at is null and failed_at is null and (run_at is null or run_at <= now())
          and (locked_until is null or locked_until <= now()))::int as pending,
        count(*) filter (where done_at is null and locked_until > now())::int as leased,
        count(*) filter (where kind = 'email' and done_at is not null)::int as email_done,
        count(*) filter (where attempts > 1)::int as claimed_twice
      from tasks`),
  );
  const row = rows[0]!;
  return {
    pending: row.pending,
    leased: row.leased,
    emailDone: row.email_done,
    claimedTwice: row.claimed_twice,
  };
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`[scale] ${(error as Error).stack ?? error}`);
  for (const [name, server] of servers) console.error(`[scale] instance ${name}:\n${server.output()}`);
} finally {
  teardown();
}
log(code === 0 ? 'done: 0 errors, 0 lost writes' : 'FAILED');
process.exit(code);
