// Measures the built product: cold start to healthy and the JavaScript each page loads (gzip).
// Usage: npm run build && npm run measure   (writes docs/startup.md)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipBytes, pageScripts } from './lib/page-weight.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const PORT = 3411;

async function startToHealthy(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['build/node/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 2400; i += 1) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('server did not become healthy in 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(path.join(root, 'build/node/server.js'))) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'measure-'));
  cold.push(await startToHealthy(path.join(dataDir, 'data')));
  warm.push(await startToHealthy(path.join(dataDir, 'data')));
  rmSync(dataDir, { recursive: true, force: true });
}

const pages = [
  '/',
  '/login',
  '/registro',
  '/reset-password',
  '/reservar',
  'panel',
  '/proveedor',
  '/cliente',
  '/operador',
];
const PAGE_NAMES = {
  panel: 'signed-in panels (app shell)',
  '/proveedor': '/proveedor (first view: shell + its route modules)',
  '/cliente': '/cliente (first view)',
  '/operador': '/operador (first view)',
};
const sizes = pages.map((page) => {
  const scripts = pageScripts(page);
  return { page, files: scripts.length, kb: scripts.reduce((sum, s) => sum + gzipBytes(s), 0) / 1024 };
});

const lines = [
  '# Start-up and page weight',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, with \`npm run build && npm run measure\`.`,
  '',
  `| Start of the built server (PGlite) to \`/api/health\` = 200 | median of ${RUNS} |`,
  '|---|---|',
  `| Cold: empty \`DATA_DIR\` (creates the database, runs migrations, generates the secret) | ${Math.round(median(cold))} ms |`,
  `| Warm: existing \`DATA_DIR\` | ${Math.round(median(warm))} ms |`,
  '',
  '| Page | JavaScript files loaded at start (static imports followed) | gzip |',
  '|---|---|---|',
  ...sizes.map((s) => `| ${PAGE_NAMES[s.page] ?? s.page} | ${s.files} | ${s.kb.toFixed(1)} KB |`),
  '',
];
// The hand-written breakdown below the measured tables stays as it is.
const doc = path.join(root, 'docs/startup.md');
const KEPT_FROM = '\n## ';
const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
const kept = previous.includes(KEPT_FROM) ? previous.slice(previous.indexOf(KEPT_FROM) + 1) : '';
writeFileSync(doc, [...lines, kept].join('\n'));
console.log(lines.join('\n'));
