import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_STATUSES, SERVICE_STATUSES, UNTAKEN_STATUSES } from '#shared/domain/service-lifecycle';
import { jobs } from './db/schema';
import { noneOf, oneOf } from './db/schema/sql-helpers';

// A group of service statuses ('upcoming', 'ended', …) is named once, in shared/domain/service-lifecycle.ts,
// and derived from the graph by its test. A list of status literals typed anywhere else is a second copy that
// the next change to the graph forgets: this reads src/ for one, the way a reviewer's grep would.

const root = path.resolve(import.meta.dirname, '..', '..');
const HOME = 'src/shared/domain/service-lifecycle.ts';
const statuses: ReadonlySet<string> = new Set(SERVICE_STATUSES);

/**
 * Files that may still hold lists, each with how many at most and why. The partial indexes in
 * src/server/db/schema restate no service group (their lists are payment statuses), so none of them is here.
 */
const ALLOWED: Record<string, { lists: number; why: string }> = {
  'src/server/modules/operator/summary.ts': {
    lists: 1,
    why: 'not a group: the three steps the summary counts, each named in the case beside it',
  },
};

/** `['pending', 'confirmed']`, `new Set([…])`, `status in ('done', 'disputed')`: two or more literals in brackets. */
const LIST = /[[(]\s*((?:'[a-z_]+'\s*,\s*)+'[a-z_]+')\s*,?\s*[\])]/g;
/** `s.status === 'done' || s.status === 'disputed'`, `status = 'a' or status = 'b'`: one value against two. */
const CHAIN =
  /([\w$.?!]+)\s*(?:===|!==|<>|!=|=)\s*'([a-z_]+)'\s*(?:\|\||&&|\bor\b|\band\b)\s*\(?\s*\1\s*(?:===|!==|<>|!=|=)\s*'([a-z_]+)'/g;

const literalsOf = (list: string) => [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!);
const allStatuses = (values: string[]) => values.every((value) => statuses.has(value));

/** Each list of two or more service statuses in this text, as `line: text`. */
export function statusLists(text: string): string[] {
  const found: { at: number; text: string }[] = [];
  for (const match of text.matchAll(LIST))
    if (allStatuses(literalsOf(match[1]!))) found.push({ at: match.index, text: match[0] });
  for (const match of text.matchAll(CHAIN))
    if (allStatuses([match[2]!, match[3]!])) found.push({ at: match.index, text: match[0] });
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, text: list }) => `${lineOf(at)}: ${list.replace(/\s+/g, ' ')}`);
}

/** The project's own source files under src/, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('lists of service statuses outside the lifecycle', () => {
  it('are recognised in each form a group was restated in', () => {
    const restated = [
      "const AHEAD = new Set(['pending', 'confirmed']);",
      "inArray(jobs.status, ['confirmed', 'done', 'disputed'])",
      "sql`where j.status not in ('pending', 'declined')`",
      "const SHOWN = new Set([\n  'pending',\n  'confirmed',\n  'done',\n]);",
      "return charge.serviceStatus === 'done' || charge.serviceStatus === 'disputed'",
      "if (job.status !== 'pending' && job.status !== 'confirmed') return;",
    ];
    for (const text of restated) expect(statusLists(text), text).toHaveLength(1);
  });

  it('leave other lists and single statuses alone', () => {
    const others = [
      "p.status in ('pending', 'authorized', 'paid')",
      "export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;",
      "if (row?.status === 'pending' || row?.status === 'approved')",
      "if (result.status === 'completed' && job.status !== 'completed')",
      "where j.status = 'cancelled' and j.cancellation_fee > 0",
    ];
    for (const text of others) expect(statusLists(text), text).toEqual([]);
  });

  it('appear nowhere in src/ but the named groups (and the few listed as staying)', () => {
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const name = path.relative(root, file).split(path.sep).join('/');
      const lists = name === HOME ? [] : statusLists(readFileSync(file, 'utf8'));
      if (lists.length > (ALLOWED[name]?.lists ?? 0)) found[name] = lists;
    }
    expect(found, `use a group of ${HOME} (isIn; oneOf or noneOf in SQL)`).toEqual({});
  });
});

describe('a group in SQL', () => {
  const dialect = new PgDialect();
  it('is the list of literals a query typed by hand, for the planner to match against indexes', () => {
    expect(dialect.sqlToQuery(sql`${oneOf(sql`j.status`, SCHEDULED_STATUSES)}`)).toEqual({
      sql: "j.status in ('pending', 'confirmed')",
      params: [],
    });
    expect(dialect.sqlToQuery(sql`${noneOf(jobs.status, UNTAKEN_STATUSES)}`).sql).toBe(
      `"jobs"."status" not in ('pending', 'declined')`,
    );
  });
});
