import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './harness';

/** The smallest PDF the upload checks accept as one. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * A verification document of `kind` ('id', 'address') sent by `who` (a guest when null) as `type`, as the
 * browser's upload sends it; the answer as is, for the test to judge.
 */
export function uploadDocument(
  app: FastifyInstance,
  who: { client: { cookieHeader: string } } | null,
  kind: string,
  type = 'application/pdf',
  body: Buffer = TEST_PDF,
) {
  return app.inject({
    method: 'POST',
    url: `/api/provider/verification/documents/${kind}`,
    headers: { origin: TEST_ORIGIN, 'content-type': type, ...(who && { cookie: who.client.cookieHeader }) },
    payload: body,
  });
}
