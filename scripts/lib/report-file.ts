// Where a quality report goes: docs/<name>.md for a full run, a temporary file for QUICK runs (CI, trials) so
// they never overwrite the figures in the docs; REPORT_FILE overrides both.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { ROOT } from './server-process';

export async function writeReportFile(name: string, quick: boolean, markdown: string): Promise<string> {
  const file =
    process.env.REPORT_FILE ??
    (quick ? path.join(os.tmpdir(), `${name}-quick.md`) : path.join(ROOT, 'docs', `${name}.md`));
  const options = await prettier.resolveConfig(path.join(ROOT, 'docs', `${name}.md`));
  writeFileSync(file, await prettier.format(markdown, { ...options, filepath: `${name}.md` }));
  return file;
}
