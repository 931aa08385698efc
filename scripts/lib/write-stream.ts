// Customers posting new requests in a loop, each with its own idempotency key, until told to stop or until
// the server stops answering. Every answer is recorded, so a later check can tell which writes were
// acknowledged (2xx) and which were in flight when something broke.
import { randomUUID } from 'node:crypto';
import { newRequestBody } from './load-seed';
import { random } from './seed-requests';

export interface WriteRecord {
  key: string;
  cookie: string;
  body: string;
  status?: number;
  id?: string;
  /** Set when no answer came (connection refused or reset). */
  error?: string;
}

export interface WriteStream {
  records: WriteRecord[];
  stop(): void;
  /** Resolves when every client has stopped. */
  done: Promise<void>;
}

const next = random(97);

export function postRequest(url: string, record: Pick<WriteRecord, 'cookie' | 'body'>) {
  return fetch(`${url}/api/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: record.cookie },
    body: record.body,
    signal: AbortSignal.timeout(15_000),
  });
}

export const acknowledged = (record: WriteRecord) =>
  record.status !== undefined && record.status >= 200 && record.status < 300;

export function startWriteStream(url: string, cookies: string[], clients: number): WriteStream {
  const records: WriteRecord[] = [];
  let stopped = false;
  const client = async (index: number) => {
    const cookie = cookies[index % cookies.length]!;
    while (!stopped) {
      const key = randomUUID();
      const record: WriteRecord = { key, cookie, body: JSON.stringify(newRequestBody(next, key)) };
      records.push(record);
      try {
        const response = await postRequest(url, record);
        // An answer counts once it has fully arrived, as it would for the browser.
        const json = (await response.json()) as { request?: { id: string } };
        record.status = response.status;
        if (acknowledged(record)) record.id = json.request?.id;
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        record.error = cause?.code ?? (err as Error).name;
        // The server is gone: this client stops, as a browser tab would show an error.
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i))).then(() => {});
  return { records, stop: () => (stopped = true), done };
}
