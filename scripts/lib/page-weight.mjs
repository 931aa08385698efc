// The JavaScript a built page loads at start, gzip: the files its HTML names and everything they import
// statically (lazy `import()` chunks are not counted). Shared by `npm run measure` and the size budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const clientDir = path.resolve(import.meta.dirname, '../../build/client');

/** '/' and '/login' are prerendered pages; 'panel' is the app shell both panels start from. */
export function pageScripts(page) {
  const file =
    page === '/' ? 'index.html' : page === 'panel' ? '__spa-fallback.html' : `${page.slice(1)}/index.html`;
  const html = readFileSync(path.join(clientDir, file), 'utf8');
  const seen = new Set();
  const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  while (queue.length) {
    const asset = queue.pop();
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(path.join(clientDir, asset), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g))
      queue.push(`/assets/${m[1]}`);
  }
  return [...seen];
}

export function gzipBytes(asset) {
  const file = path.join(clientDir, asset);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Bytes gzip of everything the page loads at start. */
export const pageWeight = (page) => pageScripts(page).reduce((sum, asset) => sum + gzipBytes(asset), 0);
