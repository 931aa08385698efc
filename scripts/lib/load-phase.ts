// One load phase: several autocannon instances at once (one per endpoint, each with its share of the
// connections) against a running server. Latency and status are recorded per response, not from autocannon's
// histogram, which keeps only 2xx latencies at 1 ms resolution.
import autocannon, { type AutocannonRequest } from 'autocannon';

export interface EndpointLoad {
  name: string;
  connections: number;
  request: AutocannonRequest;
}

export interface EndpointStats {
  name: string;
  connections: number;
  seconds: number;
  responses: number;
  /** Socket errors and timeouts, which autocannon reports apart from status codes. */
  socketErrors: number;
  statuses: Record<number, number>;
  latencies: number[];
}

export const percentile = (values: number[], p: number) => {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export const non2xx = (stats: EndpointStats) =>
  Object.entries(stats.statuses).reduce((sum, [code, n]) => (code.startsWith('2') ? sum : sum + n), 0);

export const errorsOf = (stats: EndpointStats) => stats.socketErrors + non2xx(stats);

export async function runPhase(url: string, endpoints: EndpointLoad[], seconds: number) {
  const runs = endpoints.map(async (endpoint): Promise<EndpointStats> => {
    const stats: EndpointStats = {
      name: endpoint.name,
      connections: endpoint.connections,
      seconds,
      responses: 0,
      socketErrors: 0,
      statuses: {},
      latencies: [],
    };
    const instance = autocannon({
      url,
      connections: endpoint.connections,
      duration: seconds,
      timeout: 10,
      // A bound on the count as well as the time, whatever the server's speed.
      maxOverallRequests: seconds * 20_000,
      requests: [endpoint.request],
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      stats.responses += 1;
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      stats.latencies.push(ms);
    });
    instance.on('reqError', () => (stats.socketErrors += 1));
    // Belt and braces: a phase never outlives its duration by more than the request timeout.
    const watchdog = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    await instance;
    clearTimeout(watchdog);
    return stats;
  });
  return Promise.all(runs);
}
