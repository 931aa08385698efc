// Tailwind classes merged as tailwind-merge merges them (the later of two classes that set the same thing wins),
// for the utilities this app writes: tailwind-merge knows every utility of Tailwind and weighed 9 KB gzip on every
// page. merge-classes.test.ts compares the two on every class the web app's source names, pair by pair, so a
// utility of a new kind fails there until it has its group below.

// A class's group, from its utility (without variants, '!' or a leading '-'): the first rule that matches names it.
// Only the kinds of utility the app uses are here (a rule costs bytes on every page); sides and axes are groups of
// their own that the whole overrides (CONFLICTS). A colour is any other name, as tailwind-merge reads it.
const COLOR = String.raw`(?:[\w-]+|\[[^\]]+\]|\([^)]+\))(?:\/[\w.]+)?`;
const LENGTH = String.raw`(?:[\d.]+|\d+\/\d+|px|auto|full|screen|dvh|min|max|fit|prose|none|xs|sm|md|lg|xl|\dxl|\[[^\]]+\]|\([^)]+\))`;
const RULES: [string, string][] = [
  ['display', 'block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|table'],
  ['table-layout', 'table-(?:auto|fixed)'],
  ['position', 'static|fixed|absolute|relative|sticky'],
  ['visibility', 'visible|invisible'],
  ['sr', '(?:not-)?sr-only'],
  ['text-transform', 'uppercase|lowercase|capitalize|normal-case'],
  ['font-style', 'italic|not-italic'],
  ['text-decoration', 'underline|line-through|no-underline'],
  ['text-overflow', 'truncate|text-ellipsis|text-clip'],
  ['fvn-spacing', 'tabular-nums|proportional-nums'],
  ['font-size', String.raw`text-(?:xs|sm|base|lg|xl|\dxl|\[\d[^\]]*\])`],
  ['text-align', 'text-(?:left|center|right|justify|start|end)'],
  ['text-color', `text-${COLOR}`],
  ['font-weight', 'font-(?:light|normal|medium|semibold|bold|extrabold)'],
  ['font-family', 'font-(?:sans|serif|mono)'],
  ['bg-image', String.raw`bg-(?:none|linear-\S+)`],
  ['bg-color', `bg-${COLOR}`],
  ['$1', `(from|via|to)-${COLOR}`],
  ['border-collapse', 'border-(?:collapse|separate)'],
  ['border-style', 'border-(?:solid|dashed|dotted|none)'],
  ['border-w', String.raw`border(?:-\d+)?`],
  ['border-w-$1', String.raw`border-([xytrblse])(?:-\d+)?`],
  ['border-color-$1', `border-([xytrblse])-${COLOR}`],
  ['border-color', `border-${COLOR}`],
  ['divide-y', String.raw`divide-y(?:-\d+)?`],
  ['divide-color', `divide-${COLOR}`],
  ['rounded', String.raw`rounded(?:-(?:none|sm|md|lg|xl|\dxl|full))?`],
  ['rounded-$1', 'rounded-([trblse])(?:-.+)?'],
  ['ring-w', String.raw`ring(?:-\d+)?`],
  ['ring-w-inset', 'ring-inset'],
  ['ring-offset-w', String.raw`ring-offset-\d+`],
  ['ring-offset-color', `ring-offset-${COLOR}`],
  ['ring-color', `ring-${COLOR}`],
  ['outline-style', 'outline-(?:none|hidden|solid|dashed)'],
  ['outline-w', String.raw`outline(?:-\d+)?`],
  ['outline-offset', String.raw`outline-offset-\d+`],
  ['outline-color', `outline-${COLOR}`],
  ['shadow', 'shadow(?:-(?:xs|sm|md|lg|xl|2xl|none))?'],
  ['$1', String.raw`(opacity|z)-(?:\d+|\[[^\]]+\])`],
  ['$1', `(size|min-w|max-w|min-h|max-h|w|h)-${LENGTH}`],
  ['$1', `(p[xytrblse]?|m[xytrblse]?|gap-[xy]|gap|space-[xy]|scroll-mt)-${LENGTH}`],
  ['$1', `(inset-[xy]|inset|top|right|bottom|left)-${LENGTH}`],
  ['flex-direction', 'flex-(?:row|row-reverse|col|col-reverse)'],
  ['flex-wrap', 'flex-(?:wrap|wrap-reverse|nowrap)'],
  ['flex', String.raw`flex-(?:\d+|auto|initial|none)`],
  ['$1', '(shrink|grow)(?:-.+)?'],
  ['$1', '(grid-cols|grid-rows)-.+'],
  ['col-start-end', 'col-span-.+'],
  ['$1', String.raw`(justify-items|justify-self|place-items)-\w+`],
  ['justify-content', 'justify-(?:start|end|center|between|around|evenly|stretch)'],
  ['align-items', String.raw`items-\w+`],
  ['align-self', String.raw`self-\w+`],
  ['align-content', 'content-(?:start|end|center|between|around|evenly|stretch)'],
  ['$1', String.raw`(overflow-[xy]|overflow)-\w+`],
  [
    '$1',
    '(float|whitespace|leading|tracking|underline-offset|line-clamp|cursor|pointer-events|appearance|accent)-.+',
  ],
  ['break', 'break-(?:normal|words|all|keep)'],
  ['list-style-type', String.raw`list-(?:none|disc|decimal)`],
  ['object-fit', 'object-(?:contain|cover|fill|none|scale-down)'],
  ['vertical-align', 'align-.+'],
  ['$1', String.raw`(fill|aspect|rotate|translate-[xy])-.+`],
  ['animate', String.raw`animate-(?:spin|ping|pulse|bounce|none)`],
  ['transition', String.raw`transition(?:-\w+)?`],
  ['backdrop-blur', 'backdrop-blur(?:-.+)?'],
];

// What a group overrides besides itself: the whole of a box's sides and axes, an axis its two sides.
const CONFLICTS: Record<string, string[]> = {
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: 'setrbl'.split('').map((side) => `rounded-${side}`),
};
for (const side of ['p', 'm', 'border-w-', 'border-color-']) {
  CONFLICTS[side.replace(/-$/, '')] = 'xysetrbl'.split('').map((letter) => side + letter);
  CONFLICTS[`${side}x`] = [`${side}r`, `${side}l`];
  CONFLICTS[`${side}y`] = [`${side}t`, `${side}b`];
}

const MATCHERS = RULES.map(([group, pattern]) => [group, new RegExp(`^(?:${pattern})$`)] as const);

/** The group of a utility ('p-4' → 'p'), undefined for a class this file does not know (kept as written). */
export function classGroup(utility: string): string | undefined {
  const property = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (property) return `[${property[1]}]`;
  for (const [group, pattern] of MATCHERS) {
    const match = pattern.exec(utility);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return undefined;
}

// A class's variants and utility ('md:hover:p-4'): split at colons outside brackets and parentheses.
function parts(name: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      out.push(name.slice(start, i));
      start = i + 1;
    }
  }
  out.push(name.slice(start));
  return out;
}

// Variants in a canonical order, as tailwind-merge's: sorted between those whose position matters (an arbitrary
// variant such as '[&_svg]', or a pseudo-element's), which stay where they are.
const ORDERED_VARIANT =
  /^(?:\[|\*|before$|after$|placeholder$|file$|marker$|selection$|first-line$|first-letter$|backdrop$)/;
function sortVariants(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (ORDERED_VARIANT.test(variant)) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...out, ...run.sort()].join(':');
}

/** Keeps, of classes that set the same thing under the same variants, only the last. */
export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classes.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    if (!name) continue;
    const variants = parts(name);
    let utility = variants.pop() ?? '';
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
    const group = classGroup(utility);
    if (!group) {
      kept.push(name);
      continue;
    }
    const prefix = `${sortVariants(variants)}${important ? '!' : ''}:`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
