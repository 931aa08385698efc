import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelopeForStatus } from './errors';

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a method it does not know, such as FOO, or a
 * malformed request line) is answered in the same Spanish envelope as everything else, with the headers that
 * matter on an error; Fastify's default wrote its own English body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(envelopeForStatus(status === 431 ? 400 : status));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
