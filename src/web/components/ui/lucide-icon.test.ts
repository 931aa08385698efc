import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

// The icons the web app imports from lucide-react, read from its source.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

function importedIcons(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '../..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim()))
        if (name && !name.startsWith('type ') && name !== 'LucideIcon') names.add(name);
  }
  return [...names];
}

// An icon's data, as its module in lucide-react exports it beside the component.
const require = createRequire(import.meta.url);
const esm = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
const barrel = readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8');
async function iconData(name: string) {
  const line = barrel
    .split('\n')
    .find((text) => text.includes(`default as ${name},`) || text.includes(`default as ${name} }`));
  const file = /from '\.\/(icons\/[\w-]+\.mjs)'/.exec(line ?? '')?.[1];
  if (!file) throw new Error(`no module for ${name}`);
  return (await import(path.join(esm, file))).__iconData;
}

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-4 shrink-0 text-brand' },
  { className: 'size-5', 'aria-hidden': true },
  { 'aria-label': 'Abrir', className: 'size-4' },
  { role: 'img', 'data-testid': 'icon' },
  { children: createElement('title', null, 'Título') },
];

describe('createLucideIcon', () => {
  const icons = importedIcons();

  it('finds the icons of the app', () => {
    expect(icons.length).toBeGreaterThan(40);
  });

  it('draws every icon of the app as lucide-react does', async () => {
    for (const name of icons) {
      const ours = createLucideIcon(await iconData(name)) as ComponentType<Record<string, unknown>>;
      const theirs = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name]!;
      for (const props of PROPS)
        expect(renderToStaticMarkup(createElement(ours, props)), name).toBe(
          renderToStaticMarkup(createElement(theirs, props)),
        );
    }
  });
});
