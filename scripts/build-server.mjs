// Bundles the API server, trims module preloads from prerendered pages and precompresses the built web app for
// serving from memory.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { compactRouteManifest } from './compact-route-manifest.mjs';
import { trimModulePreloads } from './trim-modulepreload.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build/node');
rmSync(outDir, { recursive: true, force: true });

// PGlite's worker thread (src/server/db/pglite-thread.ts) is a file of its own, found beside server.js. The
// browser journeys' server (src/server/testing/e2e-server.ts) is a second entry beside it, so that the test routes
// and stand-ins it adds stay out of production's bundle. The operator command is bundled too: started with tsx it
// spent about 3 s of CPU compiling itself on every call.
await build({
  entryPoints: {
    server: path.join(root, 'src/server/server.ts'),
    'e2e-server': path.join(root, 'src/server/testing/e2e-server.ts'),
    'pglite-worker': path.join(root, 'src/server/db/pglite-worker.ts'),
    'operator-cli': path.join(root, 'src/server/operator-cli.ts'),
    // npm run backup / restore, for the same reason: `node build/node/backup-cli.js backup` on a production install.
    'backup-cli': path.join(root, 'src/server/backup-cli.ts'),
    // The journeys' stand-ins for Stripe's and Mercado Pago's APIs (playwright.config.ts starts both): through tsx
    // each spent about 3 CPU-s compiling itself on every journey run.
    'stripe-api': path.join(root, 'tests/e2e/support/stripe-api.ts'),
    'mercadopago-api': path.join(root, 'tests/e2e/support/mercadopago-api.ts'),
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

// Production code imports nothing under src/server/testing (dependency-cruiser's rule); this is the bundle's side
// of that promise: no test route and neither stand-in may reach build/node/server.js. (A route's path is a string
// literal in the bundle, which esbuild writes in double quotes; a comment kept there may still name /api/test/.)
const production = readFileSync(path.join(outDir, 'server.js'), 'utf8');
const testCode = ['"/api/test/', 'stand-in-card-', 'stand-in-mp-card-'].filter((mark) =>
  production.includes(mark),
);
if (testCode.length) {
  console.error(
    `build/node/server.js carries test code (${testCode.join(', ')}): see what imports src/server/testing.`,
  );
  process.exit(1);
}

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
compactRouteManifest(path.join(root, 'build/client'));
precompress(path.join(root, 'build/client'));
console.log(
  "server bundled to build/node/server.js, e2e-server.js, pglite-worker.js, operator-cli.js, backup-cli.js and the journeys' stand-in APIs; web assets precompressed",
);
