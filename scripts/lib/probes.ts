// Clients calling the server's main endpoints in a loop and recording every answer with its time, so a fault
// scenario can judge what users saw before, during and after the fault.
import { randomUUID } from 'node:crypto';
import { newRequestBody } from './load-seed';
import { random } from './seed-requests';

export interface ProbeAnswer {
  endpoint: string;
  at: number;
  status?: number;
  message?: string;
  retryAfter?: string | null;
  /** Written request id, for POST /api/requests answered 2xx. */
  id?: string;
  error?: string;
}

interface Probe {
  endpoint: string;
  init: (cookies: ProbeCookies) => RequestInit & { path: string };
}

export interface ProbeCookies {
  customer: string;
  provider: string;
}

const next = random(5);
const PROBES: Probe[] = [
  { endpoint: 'GET /api/health', init: () => ({ path: '/api/health' }) },
  { endpoint: 'GET /', init: () => ({ path: '/' }) },
  { endpoint: 'GET /api/profile', init: (c) => ({ path: '/api/profile', headers: { cookie: c.customer } }) },
  {
    endpoint: 'GET /api/auth/get-session',
    init: (c) => ({ path: '/api/auth/get-session', headers: { cookie: c.customer } }),
  },
  {
    endpoint: 'GET /api/requests/nearby',
    init: (c) => ({ path: '/api/requests/nearby', headers: { cookie: c.provider } }),
  },
  {
    endpoint: 'POST /api/requests',
    init: (c) => ({
      path: '/api/requests',
      method: 'POST',
      headers: { cookie: c.customer, 'content-type': 'application/json' },
      body: JSON.stringify(newRequestBody(next, randomUUID())),
    }),
  },
];

export const PROBE_ENDPOINTS = PROBES.map((p) => p.endpoint);

async function ask(url: string, probe: Probe, cookies: ProbeCookies, started: number): Promise<ProbeAnswer> {
  const { path, ...init } = probe.init(cookies);
  const answer: ProbeAnswer = { endpoint: probe.endpoint, at: performance.now() - started };
  try {
    const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    answer.status = response.status;
    answer.retryAfter = response.headers.get('retry-after');
    if (response.headers.get('content-type')?.includes('json') && text) {
      const json = JSON.parse(text) as { error?: { message: string }; request?: { id: string } };
      answer.message = json?.error?.message;
      answer.id = json?.request?.id;
    }
  } catch (err) {
    answer.error = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
  }
  return answer;
}

/** `clients` loops over every probe in turn, `pauseMs` apart, until stop() is called. */
export function startProbes(url: string, cookies: ProbeCookies[], clients: number, pauseMs: number) {
  const answers: ProbeAnswer[] = [];
  const started = performance.now();
  let stopped = false;
  const client = async (index: number) => {
    for (let turn = index; !stopped; turn += 1) {
      answers.push(await ask(url, PROBES[turn % PROBES.length]!, cookies[index % cookies.length]!, started));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    answers,
    /** Milliseconds since the probes started, on the same clock as ProbeAnswer.at. */
    now: () => performance.now() - started,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
