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
    return async () => {
      // The databases the workers kept for their next file (database-pool.ts) are left open at their end.
      for (const copy of await adminRows(adminUrl, copiesOf(name)))
        await adminQuery(adminUrl, `drop database if exists ${copy} with (force)`);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'limpiahogar-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The name of a test file's copy of `template`: one prefix per run, so that a run's teardown finds its own. */
export function copyName(template: string): string {
  return `${template.replace('limpiahogar_template_', 'test_').slice(0, 17)}_${randomUUID().replaceAll('-', '')}`;
}

const copiesOf = (template: string) =>
  `select quote_ident(datname) as name from pg_database where datname like '${copyName(template).slice(0, 18)}%'`;

async function adminRows(adminUrl: string, statement: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<{ name: string }>(statement)).rows.map(({ name }) => name);
  } finally {
    await admin.end();
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  await adminRows(adminUrl, statement);
}
