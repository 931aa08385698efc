// Lighthouse 12 (mobile emulation, system Chromium) against the production build (/, /servicios, /para-proveedores,
// /login and the booking wizard /reservar); writes docs/performance.md.
// Usage: npm run lighthouse [-- --no-build] [-- --runs=3]; LIGHTHOUSE_PORT fixes the server's port (default: any free one).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { importMeasureTool } from './lib/measure-tools.mjs';
import { CATEGORIES, budgetProblems, keepOtherSections, report } from './lighthouse-report.mjs';

// Installed on first use into tools/measure, before the build, so a failed download stops the run at once.
const chromeLauncher = await importMeasureTool('chrome-launcher');
const { default: lighthouse } = await importMeasureTool('lighthouse');

const PAGES = ['/', '/servicios', '/para-proveedores', '/login', '/reservar'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(origin, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy in 60 s');
}

// Bytes on the wire when the browser asks for gzip only: the unit the budget is written in.
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  const gzip = await Promise.all(scripts.map((item) => gzipBytes(item.url)));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    jsTransferKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    jsGzipKb: gzip.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    largestScripts: scripts
      .map((item, index) => ({ file: new URL(item.url).pathname, gzipKb: gzip[index] / 1024 }))
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .slice(0, 5),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
    versions: { lighthouse: lhr.lighthouseVersion, chrome: lhr.environment.hostUserAgent },
  };
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'limpiahogar-lighthouse-'));
const server = spawn(process.execPath, ['build/node/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForHealth(origin, server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(`${origin}${page}`, chrome.port));
    rows.push({ page, result: median(results) });
    console.log(
      page,
      JSON.stringify(median(results).scores),
      `${median(results).jsGzipKb.toFixed(1)} KB gzip`,
    );
  }
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  const file = path.join(root, 'docs/performance.md');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'markdown' };
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = keepOtherSections(current, report(rows, rows[0].result.versions, runs));
  writeFileSync(file, await prettier.format(next, options));
  const problems = budgetProblems(rows);
  console.log(problems.length ? `Over budget:\n- ${problems.join('\n- ')}` : 'Within budget.');
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
