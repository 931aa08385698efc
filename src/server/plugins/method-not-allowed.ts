import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeForStatus } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the routes matching this URL's path answer; empty when no route has that path. */
    allowedMethods(url: string): string[];
  }
}

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// '/api/requests/:id/applications' matches any one segment where the parameter stands.
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)));
  return new RegExp(`^${segments.join('/')}$`);
}

// The router matches decoded paths (/%61pi/profile is /api/profile); a broken escape stays as it was sent.
function pathOf(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

export function sendMethodNotAllowed(reply: FastifyReply, allowed: string[]) {
  return reply.code(405).header('allow', allowed.join(', ')).send(envelopeForStatus(405));
}

// The router only knows "no route": this keeps every route's path and methods, so the not-found handler can tell
// a method a path does not have (405 with Allow) from a path that does not exist (404).
export default fp(
  async function methodNotAllowed(app: FastifyInstance) {
    const paths = new Map<string, PathMethods>();
    app.addHook('onRoute', (route) => {
      // A catch-all answers every method it takes itself (the /api/auth allow-list).
      if (route.url.includes('*')) return;
      let entry = paths.get(route.url);
      if (!entry) {
        entry = { pattern: patternOf(route.url), methods: new Set() };
        paths.set(route.url, entry);
      }
      for (const method of [route.method].flat()) entry.methods.add(method);
    });
    app.decorate('allowedMethods', (url: string) => {
      const path = pathOf(url);
      const allowed = new Set<string>();
      for (const { pattern, methods } of paths.values()) {
        if (pattern.test(path)) methods.forEach((method) => allowed.add(method));
      }
      return [...allowed].sort();
    });
    // Fastify reads a body before its not-found handler runs, and there refuses a QUERY without Content-Type
    // (RFC 10008) with 400: a method no route takes is answered here, before any body is read. GET and HEAD go
    // on to the not-found handler, which serves the site's pages.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404 || request.method === 'GET' || request.method === 'HEAD') return;
      const allowed = app.allowedMethods(request.url);
      if (allowed.length) return sendMethodNotAllowed(reply, allowed);
      return reply.code(404).send(envelopeForStatus(404));
    });
  },
  { name: 'method-not-allowed' },
);
