// The server's modules as a graph: which module's production code imports which, and the loops among them
// (strongly connected components), each edge with the files behind it. A module is a folder of
// src/server/modules, or a folder inside one that has its own index.ts (payments/gateways): a module nested in
// another is a node of its own. Modules import each other only through their index.ts, so a loop among them
// would be a file-level import cycle (docs/decisions/0018-module-boundaries.md). Run: node scripts/module-graph.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const ROOT = 'src/server/modules/';
const IMPORT = /from\s+'#server\/modules\/([^']+)'/g;
const isTestCode = (file) => /\.test\.ts$|^src\/server\/testing\/|__fixtures__/.test(file);

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src/server/modules'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file) && existsSync(file));

/** The module a path under src/server/modules belongs to: its deepest folder with an index.ts, else its top folder. */
function moduleOf(path) {
  const folders = path.split('/');
  for (let depth = folders.length - 1; depth > 1; depth--) {
    const folder = folders.slice(0, depth).join('/');
    if (existsSync(`${ROOT}${folder}/index.ts`)) return folder;
  }
  return folders[0];
}
// An import names a file (`payments/ledger/card-states`) or a module's index (`payments/gateways`).
const moduleImported = (specifier) =>
  existsSync(`${ROOT}${specifier}/index.ts`) ? specifier : moduleOf(specifier);

/** `from -> to` → the files of `from` that import `to`. */
const edges = new Map();
const next = new Map();
for (const file of files) {
  const from = moduleOf(file.slice(ROOT.length));
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const to = moduleImported(specifier);
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, new Set([...(edges.get(key) ?? []), file.slice(ROOT.length)]));
    next.set(from, new Set([...(next.get(from) ?? []), to]));
  }
}

// Tarjan's strongly connected components.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const to of next.get(node) ?? []) {
    if (!index.has(to)) {
      visit(to);
      low.set(node, Math.min(low.get(node), low.get(to)));
    } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1) loops.push(component.sort());
}
for (const node of next.keys()) if (!index.has(node)) visit(node);

const modules = new Set(files.map((file) => moduleOf(file.slice(ROOT.length))));
console.log(`${modules.size} modules, ${edges.size} module-to-module imports, ${loops.length} loop(s)`);
for (const loop of loops) {
  console.log(`\nloop of ${loop.length}: ${loop.join(' ')}`);
  for (const [key, from] of edges) {
    const [a, , b] = key.split(' ');
    if (loop.includes(a) && loop.includes(b)) console.log(`  ${key}: ${[...from].join(', ')}`);
  }
}
