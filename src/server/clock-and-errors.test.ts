import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Two rules a reviewer's grep would check, kept by this test instead:
// - "now" comes from one clock (src/server/clock.ts: app.clock, a task's `now`) and is passed down, so a test
//   that moves the clock moves everything; the time of day is read nowhere else in src/server and src/shared
//   (src/web, the browser's edge, reads its own).
// - Only the HTTP layer (plugins and route files) answers in HTTP's terms with AppError; below it, code throws
//   the domain's errors (src/server/domain/errors.ts), which plugins/errors.ts maps to a status in one place.
// Tests and their helpers (`*.test.ts`, src/server/testing) may read the system's time: better-auth's sessions do.

const root = path.resolve(import.meta.dirname, '..', '..');

/** Files that may read the time of day, and why. */
const CLOCK_ALLOWED: Record<string, string> = {
  'src/server/clock.ts': 'the clock itself',
};

/** Besides plugins and route files, the files that may throw AppError, and why. */
const APP_ERROR_ALLOWED: Record<string, string> = {
  'src/server/modules/provider/image-upload.ts':
    "the upload routes' own HTTP: Content-Type and Content-Length judged before the body is read",
  'src/server/modules/api-v1/bearer.ts': "the API key's Bearer challenge, a 401 with WWW-Authenticate",
};

const isHttpLayer = (file: string) =>
  file.startsWith('src/server/plugins/') ||
  file.includes('/routes/') ||
  /^(.+-)?routes\.ts$/.test(path.basename(file));

// `new Date()`, `new Date` without arguments, `Date.now()`, and `Date()` called as a function (today as text).
const READS_CLOCK = [
  /\bnew\s+Date\s*\(\s*\)/,
  /\bnew\s+Date\b(?!\s*\()/,
  /\bDate\.now\s*\(/,
  /(?<![\w$.]|\bnew\s+)Date\s*\(/,
];
const IMPORTS_APP_ERROR = /import\s*\{[^}]*\bAppError\b[^}]*\}\s*from/;

/** The lines of this code that break `rule`, comments left out, as `line: text`. */
function offending(text: string, rule: 'clock' | 'app-error'): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  if (rule === 'app-error') {
    const match = IMPORTS_APP_ERROR.exec(code);
    return match
      ? [`${code.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`]
      : [];
  }
  return code
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, ''), at: index + 1 }))
    .filter(({ line }) => READS_CLOCK.some((pattern) => pattern.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

/** The project's own code in src/server and src/shared, tests, test helpers and the deliberate violations kept as
 * fixtures left out, relative to the root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === '__fixtures__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = [...sourceFiles('src/server'), ...sourceFiles('src/shared')];
const breaking = (rule: 'clock' | 'app-error') =>
  Object.fromEntries(
    files
      .map((file) => [file, offending(readFileSync(path.join(root, file), 'utf8'), rule)] as const)
      .filter(([, lines]) => lines.length > 0),
  );

describe('the one clock and the domain errors', () => {
  it('recognises each way of reading the time of day, and leaves instants given to it alone', () => {
    const reads = [
      'const at = new Date();',
      'export function f(now = Date.now()) {',
      'const stamp = new Date;',
      'const today = Date();',
      'new Date ( )',
    ];
    for (const text of reads) expect(offending(text, 'clock'), text).toHaveLength(1);
    const given = [
      'new Date(value).toISOString()',
      'Date.UTC(2026, 0, 1)',
      'Date.parse(value)',
      'const at: Date = now;',
      'toDate(row)',
      '// defaults to new Date() no more',
      '/** was `now = Date.now()` */',
    ];
    for (const text of given) expect(offending(text, 'clock'), text).toEqual([]);
  });

  it('recognises an import of AppError, alone or among others', () => {
    expect(offending("import { AppError } from '../../plugins/errors';", 'app-error')).toHaveLength(1);
    expect(offending("import {\n  errorBody,\n  AppError,\n} from './errors';", 'app-error')).toHaveLength(1);
    expect(offending("import { errorBody } from '../../plugins/errors';", 'app-error')).toEqual([]);
  });

  it('reads the time of day only in the clock module (and the files listed, each still needing it)', () => {
    const found = breaking('clock');
    const outside = Object.keys(found).filter((file) => !(file in CLOCK_ALLOWED));
    expect(
      Object.fromEntries(outside.map((file) => [file, found[file]])),
      'pass the clock’s `now` from the caller (app.clock.now(), a task’s now) instead',
    ).toEqual({});
    const stale = Object.keys(CLOCK_ALLOWED).filter((file) => !(file in found));
    expect(stale, 'these no longer read the time of day: take them off CLOCK_ALLOWED').toEqual([]);
  });

  it('throws AppError only from the HTTP layer (and the files listed, each still needing it)', () => {
    const found = breaking('app-error');
    const outside = Object.keys(found).filter((file) => !isHttpLayer(file) && !(file in APP_ERROR_ALLOWED));
    expect(
      Object.fromEntries(outside.map((file) => [file, found[file]])),
      'throw a DomainError (src/server/domain/errors.ts) instead',
    ).toEqual({});
    const stale = Object.keys(APP_ERROR_ALLOWED).filter((file) => !(file in found));
    expect(stale, 'these no longer import AppError: take them off APP_ERROR_ALLOWED').toEqual([]);
  });
});
