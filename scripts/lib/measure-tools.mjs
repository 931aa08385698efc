// Lighthouse and the GeoNames packages weigh about 210 MB with their dependencies and serve only the
// measuring scripts, so they live in tools/measure, outside the project's npm install: the first script that
// needs them installs them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const TOOLS_DIR = path.resolve(import.meta.dirname, '../../tools/measure');
const manifest = JSON.parse(readFileSync(path.join(TOOLS_DIR, 'package.json'), 'utf8'));

/** `require` as seen from tools/measure: resolves and loads only the packages installed there. */
export const toolsRequire = createRequire(path.join(TOOLS_DIR, 'package.json'));

function installedVersion(name) {
  const file = path.join(TOOLS_DIR, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** The version of a measuring package in use, e.g. for a data file's `sources`. */
export function toolVersion(name) {
  ensureMeasureTools();
  return installedVersion(name);
}

let checked = false;

/** Installs tools/measure's packages unless every one is there at the version its package.json pins. */
export function ensureMeasureTools() {
  if (checked) return;
  const stale = Object.entries(manifest.dependencies).filter(
    ([name, version]) => installedVersion(name) !== version,
  );
  if (stale.length) {
    console.log(
      `Installing the measuring tools (${stale.map(([name]) => name).join(', ')}) into ` +
        `${path.relative(process.cwd(), TOOLS_DIR) || '.'}: a one-time download, not part of npm install.`,
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      ['--prefix', TOOLS_DIR, 'install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
      { stdio: 'inherit' },
    );
    if (install.status !== 0) {
      throw new Error(`npm --prefix ${TOOLS_DIR} install failed (exit code ${install.status})`);
    }
  }
  checked = true;
}

/** Imports a package installed in tools/measure, installing the folder first if needed. */
export async function importMeasureTool(name) {
  ensureMeasureTools();
  return import(pathToFileURL(toolsRequire.resolve(name)).href);
}
