// The seed app's way of listing nearby requests, emulated: a table-style API (PostgREST, as behind
// `supabase.from('service_requests').select('*, profiles(*)')`) returns every open request with its customer's
// profile as one JSON array, and the browser filters by distance. Measured beside GET /api/requests/nearby.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { distanceKm } from '#shared/domain/geo';
import { NEARBY_PAGE_SIZE, type NearbyArea } from '#server/modules/requests/nearby-query';
import { percentile } from './load-phase';

export interface DesignComparison {
  openRequests: number;
  samples: number;
  original: {
    bytes: number;
    gzipBytes: number;
    queryMs: number;
    gzipMs: number;
    parseMs: number;
    filterMs: number;
  };
  nearby: { bytes: number; gzipBytes: number; ms: number; rows: number };
}

interface Row {
  lat: number;
  lng: number;
  created_at: string;
}

// PostgREST builds the whole answer in the database with json_agg over the embedded resource.
const TABLE_API_QUERY = `select coalesce(json_agg(t), '[]')::text as body from (
  select sr.*, row_to_json(c) as profiles from service_requests sr join profiles c on c.id = sr.customer_id
  where sr.status = 'open') t`;

const median = (values: number[]) => percentile(values, 0.5);

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; ms: number; body: Buffer }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode!,
            bytes: body.length,
            ms: performance.now() - started,
            body,
          });
        });
      })
      .on('error', reject);
  });
}

async function originalOnce(client: pg.Client, area: Omit<NearbyArea, 'providerId'>) {
  let started = performance.now();
  const body = (await client.query<{ body: string }>(TABLE_API_QUERY)).rows[0]!.body;
  const queryMs = performance.now() - started;
  started = performance.now();
  const gzipBytes = gzipSync(body).length;
  const gzipMs = performance.now() - started;
  started = performance.now();
  const rows = JSON.parse(body) as Row[];
  const parseMs = performance.now() - started;
  started = performance.now();
  const inArea = rows
    .filter((row) => distanceKm(area.center, row) <= area.radiusKm)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, NEARBY_PAGE_SIZE);
  const filterMs = performance.now() - started;
  return {
    rows: rows.length,
    kept: inArea.length,
    bytes: Buffer.byteLength(body),
    gzipBytes,
    queryMs,
    gzipMs,
    parseMs,
    filterMs,
  };
}

export async function compareDesigns(options: {
  databaseUrl: string;
  serverUrl: string;
  providerCookies: string[];
  areas: Omit<NearbyArea, 'providerId'>[];
  samples: number;
}): Promise<DesignComparison> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const original = [];
  try {
    for (let i = 0; i < options.samples; i += 1) original.push(await originalOnce(client, options.areas[i]!));
  } finally {
    await client.end();
  }
  const nearby = [];
  for (let i = 0; i < options.samples * 5; i += 1) {
    const url = `${options.serverUrl}/api/requests/nearby`;
    const cookie = options.providerCookies[i % options.providerCookies.length]!;
    const plain = await rawGet(url, { cookie, 'accept-encoding': 'identity' });
    if (plain.status !== 200) throw new Error(`nearby answered ${plain.status}`);
    const gzip = await rawGet(url, { cookie, 'accept-encoding': 'gzip' });
    const rows = (JSON.parse(plain.body.toString()) as { requests: unknown[] }).requests.length;
    nearby.push({ ms: plain.ms, bytes: plain.bytes, gzipBytes: gzip.bytes, rows });
  }
  const pick = <T>(list: T[], key: keyof T) => median(list.map((item) => Number(item[key])));
  return {
    openRequests: original[0]!.rows,
    samples: options.samples,
    original: {
      bytes: pick(original, 'bytes'),
      gzipBytes: pick(original, 'gzipBytes'),
      queryMs: pick(original, 'queryMs'),
      gzipMs: pick(original, 'gzipMs'),
      parseMs: pick(original, 'parseMs'),
      filterMs: pick(original, 'filterMs'),
    },
    nearby: {
      bytes: pick(nearby, 'bytes'),
      gzipBytes: pick(nearby, 'gzipBytes'),
      ms: pick(nearby, 'ms'),
      rows: pick(nearby, 'rows'),
    },
  };
}
