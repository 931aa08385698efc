import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of Facturapi's v2 API the product uses: POST /v2/invoices (JSON,
 * Bearer key, `idempotency_key` replays) and the PDF/XML downloads. The official SDK reaches it through its
 * documented `BASE_URL` setter, so the adapter under test is the real one.
 */

type Json = Record<string, unknown>;

export interface FakeFacturapi {
  baseUrl: string;
  invoices: Map<string, Json>;
  calls: { method: string; path: string; body: Json | null; authorization: string | undefined }[];
  /** The next calls answer 500 (the PAC down). */
  failNext(times: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

export async function startFakeFacturapi(): Promise<FakeFacturapi> {
  const invoices = new Map<string, Json>();
  const byKey = new Map<string, Json>();
  const calls: FakeFacturapi['calls'] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Json) : null;
    calls.push({
      method: request.method!,
      path: url.pathname,
      body,
      authorization: request.headers.authorization,
    });
    const json = (status: number, payload: Json) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (failures > 0) {
      failures -= 1;
      return json(500, { message: 'Servicio no disponible', status: 500 });
    }
    if (request.method === 'POST' && url.pathname === '/v2/invoices' && body) {
      const key = String(body['idempotency_key'] ?? '');
      const replay = key && byKey.get(key);
      if (replay) return json(200, replay);
      const invoice = {
        id: `inv_${randomUUID().slice(0, 8)}`,
        uuid: randomUUID().toUpperCase(),
        status: 'valid',
        livemode: false,
        external_id: body['external_id'] ?? null,
        customer: body['customer'],
        items: body['items'],
        use: body['use'],
        payment_form: body['payment_form'],
      };
      invoices.set(invoice.id, invoice);
      if (key) byKey.set(key, invoice);
      return json(200, invoice);
    }
    const download = /^\/v2\/invoices\/([^/]+)\/(pdf|xml)$/.exec(url.pathname);
    if (request.method === 'GET' && download && invoices.has(download[1]!)) {
      const pdf = download[2] === 'pdf';
      response.writeHead(200, { 'content-type': pdf ? 'application/pdf' : 'application/xml' });
      return response.end(pdf ? `%PDF-1.7 CFDI ${download[1]}` : `<cfdi:Comprobante Id="${download[1]}"/>`);
    }
    json(404, { message: 'No encontrado', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    invoices,
    calls,
    failNext: (times) => {
      failures = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
