// The JavaScript a built page loads at start, gzip: the files its HTML names and everything they import
// statically (lazy `import()` chunks are not counted). Shared by `npm run measure` and the size budgets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

export const clientDir = path.resolve(import.meta.dirname, '../../build/client');

// A panel's first view: the SPA shell, then the route modules the router imports before it renders the panel's
// index page (root, the site layout, the panel layout, its index route).
const PANEL_FIRST_VIEWS = {
  '/proveedor': 'routes/proveedor/resumen',
  '/cliente': 'routes/cliente/resumen',
  '/operador': 'routes/operador/resumen',
};

function routeManifest() {
  const file = readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  // A script that sets window.__reactRouterManifest (written compact by scripts/compact-route-manifest.mjs).
  const context = { window: {} };
  vm.runInNewContext(readFileSync(path.join(clientDir, 'assets', file), 'utf8'), context);
  return context.window.__reactRouterManifest;
}

function routeModules(routeId) {
  const { routes } = routeManifest();
  const assets = [];
  for (let route = routes[routeId]; route; route = routes[route.parentId])
    assets.push(route.module, ...(route.imports ?? []));
  return assets;
}

/** '/' and '/login' are prerendered pages; 'panel' is the app shell; '/proveedor' etc. a panel's first view. */
export function pageScripts(page) {
  const file =
    page === '/'
      ? 'index.html'
      : page in PANEL_FIRST_VIEWS || page === 'panel'
        ? '__spa-fallback.html'
        : `${page.slice(1)}/index.html`;
  const html = readFileSync(path.join(clientDir, file), 'utf8');
  const seen = new Set();
  const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  if (page in PANEL_FIRST_VIEWS) queue.push(...routeModules(PANEL_FIRST_VIEWS[page]));
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
