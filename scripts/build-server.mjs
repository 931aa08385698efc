// Bundles the API server, trims module preloads from prerendered pages and precompresses the built web app for
// serving from memory.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { trimModulePreloads } from './trim-modulepreload.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build/node');
rmSync(outDir, { recursive: true, force: true });

// PGlite's worker thread (src/server/db/pglite-thread.ts) is a file of its own, found beside server.js.
await build({
  entryPoints: {
    server: path.join(root, 'src/server/server.ts'),
    'pglite-worker': path.join(root, 'src/server/db/pglite-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest|data)$/;
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
trimModulePreloads(path.join(root, 'build/client'));
precompress(path.join(root, 'build/client'));
console.log('server bundled to build/node/server.js and pglite-worker.js; web assets precompressed');
