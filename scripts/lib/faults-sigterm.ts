// Fault (c): SIGTERM while requests are in flight. Customers' posts are held half-sent (the server has their
// headers and waits for the body) and a burst of providers' reads is being served when the signal comes.
// Every one must complete with 2xx, a new connection must be refused, the process must exit 0, and every
// answered write must be in the database (checked by the caller).
import { randomUUID } from 'node:crypto';
import { newRequestBody } from './load-seed';
import { httpRequest, untilRefused, rawRequest, type RawAnswer } from './raw-http';
import { random } from './seed-requests';
import type { RunningServer } from './server-process';

export interface SigtermResult {
  slowWrites: RawAnswer[];
  /** Reads sent at once on connections the server had accepted: in flight, they must all be answered 2xx. */
  reads: RawAnswer[];
  /** Reads already answered when the signal was sent. */
  readsAnsweredBefore: number;
  /**
   * Reads on new connections opened in the same instant: those still in the listen backlog when the server
   * stops listening are refused (reset) like any new connection; an answer other than 2xx would be a failure.
   */
  burst: RawAnswer[];
  /** From the signal to the first refused connection; null if still accepting after 5 s. */
  refusedAfterMs: number | null;
  exit: number | string;
  exitMs: number;
  /** Idempotency keys of the half-sent posts; how many are in the database is filled in afterwards. */
  keys: string[];
  writesFound?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sigtermInFlight(
  server: RunningServer,
  cookies: { customers: string[]; providers: string[] },
  options: { port: number; slowWrites: number; reads: number },
): Promise<SigtermResult> {
  const next = random(3);
  const keys: string[] = [];
  try {
    const slow = await Promise.all(
      Array.from({ length: options.slowWrites }, (_, i) => {
        const key = randomUUID();
        keys.push(key);
        const body = JSON.stringify(newRequestBody(next, key));
        const headers = {
          cookie: cookies.customers[i % cookies.customers.length]!,
          'content-type': 'application/json',
        };
        return rawRequest(options.port, httpRequest('POST', '/api/requests', headers, body), 20);
      }),
    );
    const read = (i: number, holdBack: boolean) => {
      const cookie = cookies.providers[i % cookies.providers.length]!;
      const request = httpRequest('GET', '/api/requests/nearby', { cookie });
      return rawRequest(options.port, request, holdBack ? Buffer.byteLength(request) : 0);
    };
    const reads = await Promise.all(Array.from({ length: options.reads }, (_, i) => read(i, true)));
    await sleep(500);
    for (const request of reads) request.finish();
    const burst = await Promise.all(Array.from({ length: options.reads }, (_, i) => read(i, false)));
    let answered = 0;
    for (const read of reads) void read.answer.then(() => (answered += 1));
    await Promise.race(reads.map((read) => read.answer));
    const readsAnsweredBefore = answered;
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The held posts keep the process alive, so a refusal means the listener closed, not that it exited.
    const refusedAfterMs = await untilRefused(options.port, 5_000);
    for (const request of slow) request.finish();
    const slowWrites = await Promise.all(slow.map((request) => request.answer));
    const readAnswers = await Promise.all(reads.map((read) => read.answer));
    const burstAnswers = await Promise.all(burst.map((read) => read.answer));
    const exit = await server.exited;
    const exitMs = performance.now() - signalled;
    return {
      slowWrites,
      reads: readAnswers,
      readsAnsweredBefore,
      burst: burstAnswers,
      refusedAfterMs,
      exit,
      exitMs,
      keys,
    };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
}
