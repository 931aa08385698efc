// React Router's route manifest (build/client/assets/manifest-*.js) is loaded by every page, panels included: with
// `ssr: false` it lists all routes up front, each with every chunk it imports written out in full (hash and all),
// 3,100 paths for 69 routes, 10 KB gzip. This rewrites it as a script that builds the same routes: each chunk's name
// once, a route's chunks as numbers into that list, the flags most routes share once, and a route's imports without
// those its parent routes already list (the router only reads them along the whole match, root first, as preload
// hints: getModuleLinkHrefs). Checked before writing: every route's fields are the same, and so are the chunks of
// its whole match.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const PREFIX = 'window.__reactRouterManifest=';
const ASSET = /^\/assets\/([\w.-]+)\.js$/;

function readManifest(source) {
  const context = { window: {} };
  vm.runInNewContext(source, context);
  return JSON.parse(JSON.stringify(context.window.__reactRouterManifest));
}

function ancestorsOf(routes, id) {
  const chain = [];
  for (let route = routes[routes[id].parentId]; route; route = routes[route.parentId]) chain.push(route);
  return chain;
}

/** Every chunk the router would hint for a match ending at `id` (the entry's, then each route's, root first). */
function matchChunks(manifest, id) {
  const chain = [manifest.routes[id], ...ancestorsOf(manifest.routes, id)];
  return new Set([
    ...manifest.entry.imports,
    ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]);
}

function encode(manifest) {
  const { entry, routes, ...rest } = manifest;
  // The most common value of each flag: a route lists only where it differs.
  const counts = {};
  for (const route of Object.values(routes))
    for (const [key, value] of Object.entries(route))
      if (typeof value === 'boolean') counts[`${key}=${value}`] = (counts[`${key}=${value}`] ?? 0) + 1;
  const defaults = {};
  for (const [flag, count] of Object.entries(counts).sort((a, b) => a[1] - b[1])) {
    const [key, value] = flag.split('=');
    if (count * 2 > Object.keys(routes).length) defaults[key] = value === 'true';
  }
  // Chunk names, the most used first (small numbers).
  const uses = new Map();
  const use = (asset) => uses.set(asset, (uses.get(asset) ?? 0) + 1);
  use(entry.module);
  entry.imports.forEach(use);
  const own = {};
  for (const [id, route] of Object.entries(routes)) {
    const inherited = new Set(ancestorsOf(routes, id).flatMap((r) => [r.module, ...(r.imports ?? [])]));
    entry.imports.forEach((asset) => inherited.add(asset));
    own[id] = (route.imports ?? []).filter((asset) => !inherited.has(asset));
    use(route.module);
    own[id].forEach(use);
  }
  const names = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a));
  if (names.some((name) => !ASSET.test(name) || name.includes(' '))) return null;
  const index = new Map(names.map((name, i) => [name, i]));
  // A route's chunks as gaps between sorted numbers: [3, 4, 9] is written [3, 0, 4].
  const gaps = (assets) => {
    let last = -1;
    return assets
      .map((asset) => index.get(asset))
      .sort((a, b) => a - b)
      .map((n) => {
        const gap = n - last - 1;
        last = n;
        return gap;
      });
  };
  const rows = Object.entries(routes).map(([id, route]) => {
    const fields = {};
    for (const [key, value] of Object.entries(route)) {
      if (key === 'id' || key === 'module' || key === 'imports') continue;
      if (key === 'css' && Array.isArray(value) && value.length === 0) continue;
      if (key in defaults && defaults[key] === value) continue;
      fields[key] = value;
    }
    return [id, fields, index.get(route.module), route.imports ? gaps(own[id]) : null];
  });
  const data = [names.map((name) => ASSET.exec(name)[1]).join(' '), defaults, rows];
  // Each route: its id, the defaults, its own fields, module, imports (absent if it had none) and an empty css.
  return `${PREFIX}((d)=>{const a=d[0].split(" ").map((n)=>"/assets/"+n+".js"),c=(g)=>{let n=-1;return g.map((x)=>a[n+=x+1])},routes={};for(const[id,f,m,g]of d[2]){routes[id]={id,...d[1],...f,module:a[m],...(g&&{imports:c(g)})};if(!("css"in f))routes[id].css=[]}return{entry:{module:a[${index.get(entry.module)}],imports:c(${JSON.stringify(gaps(entry.imports))}),css:${JSON.stringify(entry.css ?? [])}},routes,...${JSON.stringify(rest)}}})(${JSON.stringify(data)});`;
}

function check(before, after) {
  assert.deepEqual(Object.keys(after.routes).sort(), Object.keys(before.routes).sort());
  assert.deepEqual({ ...after, routes: null, entry: null }, { ...before, routes: null, entry: null });
  assert.deepEqual(after.entry.module, before.entry.module);
  assert.deepEqual(new Set(after.entry.imports), new Set(before.entry.imports));
  for (const id of Object.keys(before.routes)) {
    const { imports: _a, ...fieldsAfter } = after.routes[id];
    const { imports: _b, ...fieldsBefore } = before.routes[id];
    assert.deepEqual(fieldsAfter, fieldsBefore, id);
    assert.deepEqual(matchChunks(after, id), matchChunks(before, id), id);
  }
}

export function compactRouteManifest(clientDir) {
  const dir = path.join(clientDir, 'assets');
  const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return;
  const source = readFileSync(path.join(dir, file), 'utf8');
  const before = readManifest(source);
  const compact = encode(before);
  if (!compact) return;
  check(before, readManifest(compact));
  writeFileSync(path.join(dir, file), compact);
}
