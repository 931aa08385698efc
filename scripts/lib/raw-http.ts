// Plain sockets for the shutdown test: a request can be left half-sent (headers and part of the body) and
// finished later, and the answer is read whole, whatever happens to the server meanwhile.
import net from 'node:net';

export interface RawAnswer {
  status: number | null;
  error?: string;
}

export interface RawRequest {
  /** Sends the rest of the request (for one opened with `holdBack`). */
  finish(): void;
  answer: Promise<RawAnswer>;
}

/** Opens a connection and sends the request; with holdBack, the last bytes wait for finish(). */
export function rawRequest(port: number, request: string, holdBack = 0): Promise<RawRequest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let failed: string | undefined;
    const answer = new Promise<RawAnswer>((done) => {
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (err: NodeJS.ErrnoException) => (failed = err.code ?? err.message));
      socket.on('close', () => {
        const head = Buffer.concat(chunks).toString('latin1');
        const status = head.match(/^HTTP\/1\.1 (\d{3})/)?.[1];
        done(
          status ? { status: Number(status) } : { status: null, error: failed ?? 'closed without answer' },
        );
      });
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      const bytes = Buffer.from(request);
      socket.write(bytes.subarray(0, bytes.length - holdBack));
      resolve({ finish: () => socket.write(bytes.subarray(bytes.length - holdBack)), answer });
    });
  });
}

export function httpRequest(method: string, path: string, headers: Record<string, string>, body = '') {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Milliseconds until new connections are refused (the server stopped listening), or null after timeoutMs. */
export async function untilRefused(port: number, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await connectionRefused(port)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
