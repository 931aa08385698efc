// What each kind of visitor does in a load run: providers read their nearby requests, customers post new
// requests (every 2xx answer is kept to check later that it reached the database), visitors open the landing
// page. Sessions are dealt round-robin so every provider's area gets read.
import { randomUUID } from 'node:crypto';
import type { AutocannonRequest } from 'autocannon';
import type { EndpointLoad } from './load-phase';
import { newRequestBody } from './load-seed';
import { random } from './seed-requests';

// What a browser sends: the server compresses answers on the fly for the API and serves precompressed pages.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };

export interface WriteLog {
  /** Ids of the requests the server answered 2xx for. */
  acknowledged: string[];
  sent: number;
}

export function nearbyLoad(connections: number, cookies: string[]): EndpointLoad {
  let turn = 0;
  const request: AutocannonRequest = {
    method: 'GET',
    path: '/api/requests/nearby',
    setupRequest: (req) => ({ ...req, headers: { ...BROWSER, cookie: cookies[turn++ % cookies.length]! } }),
  };
  return { name: 'GET /api/requests/nearby', connections, request };
}

export function createLoad(connections: number, cookies: string[], log: WriteLog): EndpointLoad {
  let turn = 0;
  const next = random(23);
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/requests',
    setupRequest: (req) => {
      log.sent += 1;
      return {
        ...req,
        headers: {
          ...BROWSER,
          'content-type': 'application/json',
          cookie: cookies[turn++ % cookies.length]!,
        },
        body: JSON.stringify(newRequestBody(next, randomUUID())),
      };
    },
    onResponse: (status, body) => {
      if (status >= 200 && status < 300)
        log.acknowledged.push((JSON.parse(body) as { request: { id: string } }).request.id);
    },
  };
  return { name: 'POST /api/requests', connections, request };
}

export function landingLoad(connections: number): EndpointLoad {
  const request: AutocannonRequest = {
    method: 'GET',
    path: '/',
    headers: { ...BROWSER, accept: 'text/html' },
  };
  return { name: 'GET / (landing page)', connections, request };
}
