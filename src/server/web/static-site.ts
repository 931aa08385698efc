import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PATH, isPanelPath } from '#shared/site-map';
import { contentSecurityPolicy, type CspOptions } from './csp';

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // React Router's prerendered loader data for client-side navigations.
  '.data': 'text/x-script; charset=utf-8',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

// Prerendered pages carry inline bootstrap scripts; each page's CSP allows exactly those, by hash.
function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? '';
    if (content.length) hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out;
}

function load(root: string, urlPath: string, cspOptions: CspOptions): StaticFile {
  const file = path.join(root, urlPath);
  const body = readFileSync(file);
  const ext = path.extname(urlPath);
  const optional = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return {
    body,
    br: optional('.br'),
    gzip: optional('.gz'),
    type: types[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
    csp: ext === '.html' ? contentSecurityPolicy(scriptHashes(body.toString('utf8')), cspOptions) : undefined,
  };
}

export interface StaticSite {
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /**
   * The SPA shell with its head rewritten (a page the server describes itself, such as a provider's), under
   * the shell's own CSP: the head may gain data, never a script that runs.
   */
  serveShell(reply: FastifyReply, rewriteHead: (html: string) => string): FastifyReply;
}

// The built client is small, so it is read once at start-up and served from memory, precompressed.
export function loadStaticSite(root: string, cspOptions: CspOptions = {}): StaticSite | null {
  if (!existsSync(path.join(root, '__spa-fallback.html'))) return null;
  const files = new Map<string, StaticFile>();
  for (const urlPath of walk(root)) {
    if (urlPath.endsWith('.br') || urlPath.endsWith('.gz')) continue;
    files.set(urlPath, load(root, urlPath, cspOptions));
  }
  const spaShell = files.get('/__spa-fallback.html')!;
  const shellHtml = spaShell.body.toString('utf8');
  const notFound = files.get(`${NOT_FOUND_PATH}/index.html`) ?? spaShell;

  function resolve(pathname: string): [StaticFile, number] {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const exact = files.get(clean);
    if (exact && clean !== '/__spa-fallback.html') return [exact, 200];
    const page = files.get(clean === '/' ? '/index.html' : `${clean}/index.html`);
    if (page && clean !== NOT_FOUND_PATH) return [page, 200];
    if (isPanelPath(clean)) return [spaShell, 200];
    return [notFound, 404];
  }

  return {
    serve(request, reply) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      } catch {
        pathname = NOT_FOUND_PATH;
      }
      const [file, status] = resolve(pathname);
      reply.code(status).header('content-type', file.type).header('cache-control', file.cacheControl);
      reply.header('etag', file.etag).header('vary', 'Accept-Encoding');
      if (file.csp) reply.header('content-security-policy', file.csp);
      if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (file.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.br);
      if (file.gzip && /\bgzip\b/.test(accepts))
        return reply.header('content-encoding', 'gzip').send(file.gzip);
      return reply.send(file.body);
    },
    serveShell(reply, rewriteHead) {
      reply.header('content-type', spaShell.type).header('cache-control', spaShell.cacheControl);
      if (spaShell.csp) reply.header('content-security-policy', spaShell.csp);
      return reply.send(rewriteHead(shellHtml));
    },
  };
}
