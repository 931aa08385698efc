import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|code|password|secret)=)[^&]*/gi;

// Request logs keep the route but never a token, code or password that travelled in the URL.
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[oculto]');
}

export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
