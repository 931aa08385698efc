import type { FastifyReply } from 'fastify';
import type { StoredFile } from './storage';

/**
 * Answers a stored file to the one person its route let read it: never cached anywhere (`private, no-store`), shown
 * inline, and in a sandbox with no scripts or requests of its own should its bytes ever be something else than the
 * picture they were checked to be.
 */
export function sendPrivateFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
