// The server's modules (the folders of src/server/modules) as a graph: which module's production code imports
// which, and the loops among them (strongly connected components), each edge with the files behind it.
// A module may expose an index.ts only once it is in no loop: a barrel inside one turns it into a file-level
// import cycle (docs/decisions/0018-module-boundaries.md). Run: node scripts/module-graph.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MODULE = /^src\/server\/modules\/([^/]+)\//;
const IMPORT = /from\s+'#server\/modules\/([^/']+)\//g;
const isTestCode = (file) => /\.test\.ts$|^src\/server\/testing\/|__fixtures__/.test(file);

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src/server/modules'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file));

/** `from -> to` → the files of `from` that import `to`. */
const edges = new Map();
const next = new Map();
for (const file of files) {
  const from = MODULE.exec(file)?.[1];
  for (const [, to] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, new Set([...(edges.get(key) ?? []), file.replace('src/server/modules/', '')]));
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

const modules = new Set(files.map((file) => MODULE.exec(file)?.[1]));
console.log(`${modules.size} modules, ${edges.size} module-to-module imports, ${loops.length} loop(s)`);
for (const loop of loops) {
  console.log(`\nloop of ${loop.length}: ${loop.join(' ')}`);
  for (const [key, from] of edges) {
    const [a, , b] = key.split(' ');
    if (loop.includes(a) && loop.includes(b)) console.log(`  ${key}: ${[...from].join(', ')}`);
  }
}
