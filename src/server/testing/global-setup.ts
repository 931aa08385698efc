import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { dumpMigratedPglite, openDatabase } from '#server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once for the whole run; unset on PostgreSQL. */
    pgliteTemplate?: string;
    /** On PostgreSQL: a database migrated once, that each test file's database is created from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one database before the API tests start: each test file's database is then a copy of it (a PGlite
 * loaded from its dump, or a PostgreSQL database created from it as a template), not migrated again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `limpiahogar_template_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Migrated, then closed: a template must have no one connected while it is copied.
    await (await openDatabase({ url: url.toString(), poolSize: 1 })).close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'limpiahogar-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
