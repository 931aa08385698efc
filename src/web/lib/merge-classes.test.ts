import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

// Every word of a string in the web app's source that could be a class: Spanish texts too, which neither merge
// should touch.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'merge-classes.ts' ? [file] : [];
  });
}

function classNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
    const source = readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g))
      for (const word of (literal[2] ?? '').split(/\s+/))
        if (/^[!\w@[\]:/.*#%(),=&>~+-]+$/.test(word) && !word.includes('${')) names.add(word);
  }
  return [...names];
}

describe('mergeClasses', () => {
  const names = classNames();
  // The classes tailwind-merge recognises (it drops a second copy of those only).
  const utilities = names.filter((name) => twMerge(`${name} ${name}`) === name);

  it('reads the source (a few hundred utilities)', () => {
    expect(utilities.length).toBeGreaterThan(400);
  });

  it('merges every pair of the web app’s utilities as tailwind-merge does', () => {
    // Without their variants, which the last case compares: each pair once under none.
    const bare = [...new Set(utilities.map((name) => name.slice(name.lastIndexOf(':') + 1)))];
    const differ: string[] = [];
    for (const a of bare)
      for (const b of bare) {
        const classes = `${a} ${b}`;
        if (mergeClasses(classes) !== twMerge(classes)) differ.push(`${classes} → ${mergeClasses(classes)}`);
      }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('keeps every other word, with any utility', () => {
    const others = names.filter((name) => !utilities.includes(name));
    const differ: string[] = [];
    for (const word of others)
      for (const utility of [word, 'p-4', 'text-sm', 'flex', 'border', 'bg-white', 'rounded-md', 'hidden'])
        for (const classes of [`${word} ${utility}`, `${utility} ${word}`])
          if (mergeClasses(classes) !== twMerge(classes)) differ.push(classes);
    expect(differ.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('compares variants in any order, but not across an arbitrary one', () => {
    for (const classes of [
      'hover:focus:p-2 focus:hover:p-3',
      '[&_svg]:hover:p-2 hover:[&_svg]:p-3',
      'p-2 !p-3',
      'leading-6 text-sm',
      'text-sm leading-6',
      '  px-2   py-1  p-3 ',
      ...utilities
        .filter((name) => name.includes(':'))
        .map((name) => `${name} ${name.replace(/^.*:/, '')} ${name}`),
    ])
      expect(mergeClasses(classes)).toBe(twMerge(classes));
  });
});
