// An open-loop load generator: requests leave at a fixed arrival rate, whether or not earlier ones have been
// answered (a closed loop, "next request when the last answers", slows down with the server and hides its
// queueing). Each latency is measured from the instant the request was due to leave, not from when a socket
// was free, so a server that falls behind shows it in the tail (no coordinated omission).
import http from 'node:http';

export interface OpenLoopRequest {
  path: string;
  headers: Record<string, string>;
  /** GET unless set; a body is sent as given (set its content-type in `headers`). */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface OpenLoopResult {
  /** The arrival rate asked for, requests per second. */
  rate: number;
  seconds: number;
  sent: number;
  /** Answers received (any status). */
  answered: number;
  statuses: Record<number, number>;
  /** Socket errors, timeouts, and requests still unanswered at the end. */
  failures: number;
  /** Milliseconds from each request's due instant to its last byte. */
  latencies: number[];
  /** Requests sent per second, as the generator managed (below `rate` when this process fell behind). */
  sentRate: number;
}

interface Options {
  url: string;
  rate: number;
  seconds: number;
  next: () => OpenLoopRequest;
  timeoutMs?: number;
}

export async function openLoop({
  url,
  rate,
  seconds,
  next,
  timeoutMs = 5000,
}: Options): Promise<OpenLoopResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2048, scheduling: 'lifo' });
  const result: OpenLoopResult = {
    rate,
    seconds,
    sent: 0,
    answered: 0,
    statuses: {},
    failures: 0,
    latencies: [],
    sentRate: 0,
  };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  let inFlight = 0;

  const send = (due: number) => {
    const { path, headers, method = 'GET', body } = next();
    result.sent += 1;
    inFlight += 1;
    let settled = false;
    const settle = (status: number | null) => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      if (status === null) result.failures += 1;
      else {
        result.answered += 1;
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        result.latencies.push(performance.now() - due);
      }
    };
    const request = http.request(
      { host: target.hostname, port: target.port, path, method, headers, agent, timeout: timeoutMs },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => settle(response.statusCode ?? 0));
        response.on('error', () => settle(null));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => settle(null));
    request.end(body);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor(elapsed / interval) + 1);
      while (result.sent < due) send(start + result.sent * interval);
      if (result.sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  result.sentRate = result.sent / ((performance.now() - start) / 1000);
  // The stragglers get their timeout; whatever is still unanswered then is a failure.
  const deadline = performance.now() + timeoutMs + 500;
  while (inFlight > 0 && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  result.failures += inFlight;
  agent.destroy();
  return result;
}
