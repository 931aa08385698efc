import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once for the whole run; unset on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

/** Migrates one PGlite before the API tests start; each test file's database is loaded from its dump. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'limpiahogar-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
