import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The built server (scripts/build-server.mjs) keeps packages out of its bundle, so Node's own ESM loader links
// them, and a default import of a CommonJS package is its whole `exports` object. A package compiled from ESM
// (`exports.__esModule`, the class in `exports.default`) then gives the object where the code expects the class,
// which Vitest's interop hides: Mercado Pago's SDK and Facturapi's threw "is not a constructor" in the build only.

const root = path.resolve(import.meta.dirname, '..', '..');

/** The server's and the shared code's own files (what the bundle holds), tests and stand-ins left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `import X from 'pkg'` and `import X, { … } from 'pkg'` of a package (not `import type`, not node: or relative). */
const DEFAULT_IMPORT = /^import\s+(?!type\s)[\w$]+\s*(?:,\s*\{[^}]*\}\s*)?from\s+'((?!node:)[^'.#][^']*)'/gm;

function defaultImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [
    ...sourceFiles(path.join(root, 'src/server')),
    ...sourceFiles(path.join(root, 'src/shared')),
  ])
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(DEFAULT_IMPORT))
      found.set(specifier!, [...(found.get(specifier!) ?? []), path.relative(root, file)]);
  return found;
}

/** The packages whose default import, under Node's ESM loader, is an `exports` object holding `default` itself. */
function trapped(specifiers: string[]): string[] {
  const script = `const out = [];
    for (const name of ${JSON.stringify(specifiers)}) {
      const given = (await import(name)).default;
      if (given && given.__esModule === true && 'default' in given) out.push(name);
    }
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[];
}

describe('default imports of CommonJS packages, as the built server links them', () => {
  it('recognises the trap in a package known to set it (the Mercado Pago SDK)', () => {
    expect(trapped(['mercadopago', 'pg'])).toEqual(['mercadopago']);
  });

  it('finds no default import that Node would give as the package’s whole exports object', () => {
    const imports = defaultImports();
    expect(imports.size).toBeGreaterThan(0);
    const wrong = trapped([...imports.keys()]).map((name) => `${name}: ${imports.get(name)!.join(', ')}`);
    expect(wrong, 'import these by name (or require the class, as cfdi.ts does)').toEqual([]);
  });
});
