import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { testDriver, useTestApp } from '#server/testing/harness';

/** Sends raw bytes to the listening server and reads everything until it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe(`requests Node's parser refuses (${testDriver})`, () => {
  const t = useTestApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers an unknown method in the Spanish envelope, with nosniff and no-store', async () => {
    const answer = await rawExchange(port, 'FOO /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(head).toMatch(/cache-control: no-store/i);
    expect(JSON.parse(body!)).toEqual({ error: { code: 'BAD_REQUEST', message: apiMessages.badRequest } });
  });

  it('answers a malformed request line the same way', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/9\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(apiMessages.badRequest);
  });
});
