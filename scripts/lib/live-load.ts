// `npm run load` with LOAD_MODE=live (issue 31): one production server, `streams` people each with one open
// GET /api/live, and messages sent among them through POST /api/conversations/:id/messages at a fixed rate
// (open loop) for a fixed time. Each 'message' event read on a stream is matched to what the API accepted
// (live-tally.ts): delivery delay, lost, duplicated, on the wrong stream. The server's memory (RSS, from /proc)
// is read before the streams open, with them open and idle, during the sending, and after they close.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startCpuCount, type CpuSample } from './cpu-usage';
import { insertProviders } from './direct-sessions';
import { tally, type LiveTally, type Receipt, type Sent } from './live-tally';
import { percentile } from './load-phase';
import { seedConversations } from './seed-conversations';
import { populatedPoint, random, seedCustomers } from './seed-requests';
import { startServer, stopServer, type RunningServer } from './server-process';
import { createThrowaway, serverVersion, type Driver } from './throwaway-db';

export interface LiveConfig {
  quick: boolean;
  /** Open streams, one per person: half customers, half providers. */
  streams: number;
  /** Messages a second. */
  rate: number;
  seconds: number;
  /** How long after the last answer a message still unread counts as lost. */
  drainMs: number;
}

/** Resident memory of a process, in bytes (VmRSS; 0 off Linux). */
export function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface LiveRun {
  driver: Driver;
  version: string;
  seedSeconds: number;
  conversations: number;
  streamsOpened: number;
  /** Seconds to open every stream (in batches of 50). */
  openSeconds: number;
  /** Streams the server ended before the run did, and 'resync' events read (either may hide a loss). */
  streamsEnded: number;
  resyncs: number;
  sends: { due: number; statuses: Record<string, number>; failures: number; sentRate: number };
  /** The sends' answers: ms from due instant to answer. */
  answer: { p50: number; p99: number };
  tally: LiveTally;
  memory: {
    idle: number;
    streamsOpen: number;
    duringMax: number;
    afterSending: number;
    afterClosing: number;
  };
  cpu: CpuSample;
  exit: number | string;
}

interface Stream {
  userId: string;
  request: http.ClientRequest;
  ended: boolean;
}

/** Opens GET /api/live for `userId`; resolves once its first frame (retry and id) has been read. */
function openStream(
  server: RunningServer,
  userId: string,
  cookie: string,
  onEvent: (stream: Stream, event: string, data: string) => void,
  onEnd: (stream: Stream) => void,
): Promise<Stream> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: url.hostname,
      port: url.port,
      path: '/api/live',
      // One socket per stream, as each browser tab has its own.
      agent: false,
      headers: { cookie, accept: 'text/event-stream' },
    });
    const stream: Stream = { userId, request, ended: false };
    request.on('error', (error) => (stream.ended ? undefined : reject(error)));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /api/live answered ${response.statusCode} for ${userId}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let first = true;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (first) {
            first = false;
            resolve(stream);
            continue;
          }
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (event && data !== undefined) onEvent(stream, event, data);
        }
      });
      response.on('close', () => {
        if (stream.ended) return;
        stream.ended = true;
        onEnd(stream);
      });
    });
  });
}

/** Sends messages open-loop at `rate` a second for `seconds`, each by the next participant in turn. */
async function sendMessages(
  server: RunningServer,
  rate: number,
  seconds: number,
  next: () => { cookie: string; conversationId: string; recipient: string },
  onSample: () => void,
) {
  const url = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const sent: Sent[] = [];
  const answers: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  let inFlight = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  let due = 0;
  let lastSample = start;
  const send = (dueAt: number) => {
    const { cookie, conversationId, recipient } = next();
    const body = JSON.stringify({
      body: `Mensaje de prueba ${due}: ¿a qué hora llega?`,
      clientId: randomUUID(),
    });
    inFlight += 1;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `/api/conversations/${conversationId}/messages`,
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: { cookie, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const acceptedAt = performance.now();
          inFlight -= 1;
          statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
          answers.push(acceptedAt - dueAt);
          if (response.statusCode === 201) {
            const { message } = JSON.parse(text) as { message: { id: number } };
            sent.push({ messageId: String(message.id), recipient, sentAt: dueAt, acceptedAt });
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      inFlight -= 1;
      failures += 1;
    });
    request.end(body);
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const upTo = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (due < upTo) send(start + due++ * interval);
      if (now - lastSample >= 1000) {
        lastSample = now;
        onSample();
      }
      if (due < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const sentRate = total / ((performance.now() - start) / 1000);
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  agent.destroy();
  return { sent, answers, statuses, failures, due: total, sentRate };
}

export async function liveRun(
  driver: Driver,
  port: number,
  config: LiveConfig,
  log: (message: string) => void,
): Promise<LiveRun> {
  const target = await createThrowaway(driver, 'live');
  try {
    const started = performance.now();
    const handle = await target.open();
    let seeded: Awaited<ReturnType<typeof seedConversations>>;
    let version: string;
    try {
      const half = Math.floor(config.streams / 2);
      const customers = await seedCustomers(handle.db, config.streams - half);
      const next = random(17);
      const providers = await insertProviders(
        handle.db,
        Array.from({ length: half }, () => ({ center: populatedPoint(next), radiusKm: 10 })),
      );
      // Each customer talks with two providers (and so each provider with two customers): every person is in
      // two conversations, and receives from both.
      seeded = await seedConversations(handle.db, { customers, providers, perCustomer: 2, messages: 10 });
      version = await serverVersion(handle);
    } finally {
      await handle.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    log(`${driver}: seeded ${seeded.conversations} conversations of ${seeded.cookies.size} people`);
    const server = await startServer({
      port,
      dataDir: target.dataDir,
      databaseUrl: target.url,
      // The run sends far more than a person would; the per-account limit is not what it measures.
      env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    const receipts: Receipt[] = [];
    const streams: Stream[] = [];
    let streamsEnded = 0;
    let resyncs = 0;
    let closing = false;
    const memory = { idle: 0, streamsOpen: 0, duringMax: 0, afterSending: 0, afterClosing: 0 };
    let exit: number | string;
    let result: Omit<LiveRun, 'exit' | 'driver' | 'version' | 'seedSeconds' | 'conversations'>;
    try {
      // A few requests first, so the idle figure is of a server that has run its code once.
      await fetch(`${server.url}/api/conversations`, { headers: { cookie: seeded.participants[0]!.cookie } });
      memory.idle = rssOf(server.pid);
      const onEvent = (stream: Stream, event: string, data: string) => {
        if (event === 'resync') resyncs += 1;
        if (event !== 'message') return;
        const { messageId } = JSON.parse(data) as { messageId: string };
        receipts.push({ messageId, streamUser: stream.userId, at: performance.now() });
      };
      const onEnd = () => {
        if (!closing) streamsEnded += 1;
      };
      const openStarted = performance.now();
      const people = [...seeded.cookies];
      for (let offset = 0; offset < people.length; offset += 50)
        streams.push(
          ...(await Promise.all(
            people
              .slice(offset, offset + 50)
              .map(([userId, cookie]) => openStream(server, userId, cookie, onEvent, onEnd)),
          )),
        );
      const openSeconds = (performance.now() - openStarted) / 1000;
      memory.streamsOpen = rssOf(server.pid);
      log(`${driver}: ${streams.length} streams open in ${openSeconds.toFixed(1)} s`);
      // Senders in a fixed random order: any stretch of the run is a fair sample of the conversations.
      const order = random(29);
      const senders = seeded.participants
        .map((participant) => ({ participant, key: order() }))
        .sort((a, b) => a.key - b.key)
        .map(({ participant }) => participant);
      let turn = 0;
      const nextSender = () => {
        const sender = senders[turn++ % senders.length]!;
        return { cookie: sender.cookie, conversationId: sender.conversationId, recipient: sender.otherId };
      };
      const sampleMemory = () => (memory.duringMax = Math.max(memory.duringMax, rssOf(server.pid)));
      // Every accepted message read, or the drain time over: what is still unread then is lost.
      const drain = async (sent: Sent[]) => {
        const wanted = new Set(sent.map((message) => message.messageId));
        const drainUntil = performance.now() + config.drainMs;
        const arrived = () => receipts.filter((receipt) => wanted.has(receipt.messageId)).length;
        while (arrived() < wanted.size && performance.now() < drainUntil)
          await new Promise((resolve) => setTimeout(resolve, 50));
      };
      // Warm-up: the figures are of a running server, its code compiled; its messages are not counted.
      const warmUp = await sendMessages(server, config.rate, config.quick ? 1 : 5, nextSender, sampleMemory);
      await drain(warmUp.sent);
      receipts.length = 0;
      const cpuSince = await startCpuCount(server.pid, target.url);
      const sending = await sendMessages(server, config.rate, config.seconds, nextSender, sampleMemory);
      const cpu = await cpuSince();
      memory.afterSending = rssOf(server.pid);
      await drain(sending.sent);
      const counted = tally(sending.sent, receipts);
      closing = true;
      for (const stream of streams) stream.request.destroy();
      // The server lets go of a stream when it sees its socket close: wait until it answers promptly again.
      await fetch(`${server.url}/api/health`);
      memory.afterClosing = rssOf(server.pid);
      result = {
        streamsOpened: streams.length,
        openSeconds,
        streamsEnded,
        resyncs,
        sends: {
          due: sending.due,
          statuses: sending.statuses,
          failures: sending.failures,
          sentRate: sending.sentRate,
        },
        answer: { p50: percentile(sending.answers, 0.5), p99: percentile(sending.answers, 0.99) },
        tally: counted,
        memory,
        cpu,
      };
      log(
        `${driver}: ${counted.accepted} accepted, ${counted.delivered} delivered, ${counted.lost.length} lost, ` +
          `${counted.duplicated} duplicated; delivery p50 ${counted.fromSend.p50.toFixed(1)} ms, ` +
          `p99 ${counted.fromSend.p99.toFixed(1)} ms`,
      );
    } finally {
      closing = true;
      for (const stream of streams) stream.request.destroy();
      exit = await stopServer(server);
    }
    return {
      driver,
      version,
      seedSeconds,
      conversations: seeded.conversations,
      exit,
      ...result,
    };
  } finally {
    await target.remove();
  }
}
