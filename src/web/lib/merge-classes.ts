// Tailwind classes merged as tailwind-merge merges them (the later of two classes that set the same thing wins),
// for the utilities this app writes: tailwind-merge knows every utility of Tailwind and weighed 9 KB gzip on every
// page. merge-classes.test.ts compares the two on every class the web app's source names, pair by pair, so a
// utility of a new kind fails there until it has its group below.

// A class's group, from its utility (without variants, '!' or a leading '-'): the first rule that matches names it.
// Sides and axes are groups of their own that the whole conflicts with (CONFLICTS).
// A colour is any other name, as tailwind-merge reads it ('bg-gradient-to-b' included): the theme's names are ours.
const COLOR = String.raw`(?:[\w-]+|\[[^\]]+\]|\([^)]+\))(?:\/[\w.]+)?`;
const LENGTH = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|dvh|svh|lvh|min|max|fit|prose|none|3xs|2xs|xs|sm|md|lg|xl|\dxl|\[[^\]]+\]|\([^)]+\))`;
const RULES: [string, string][] = [
  [
    'display',
    'block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table|inline-table|table-(?:caption|cell|column|column-group|footer-group|header-group|row-group|row)',
  ],
  ['table-layout', 'table-(?:auto|fixed)'],
  ['position', 'static|fixed|absolute|relative|sticky'],
  ['visibility', 'visible|invisible|collapse'],
  ['sr', '(?:not-)?sr-only'],
  ['float', 'float-\\w+'],
  ['isolation', 'isolate|isolation-auto'],
  ['text-transform', 'uppercase|lowercase|capitalize|normal-case'],
  ['font-style', 'italic|not-italic'],
  ['text-decoration', 'underline|overline|line-through|no-underline'],
  ['text-overflow', 'truncate|text-ellipsis|text-clip'],
  ['fvn-spacing', 'tabular-nums|proportional-nums'],
  ['font-size', `text-(?:xs|sm|base|lg|xl|\\dxl|\\[\\d[^\\]]*\\])`],
  ['text-align', 'text-(?:left|center|right|justify|start|end)'],
  ['text-wrap', 'text-(?:wrap|nowrap|balance|pretty)'],
  ['text-color', `text-${COLOR}`],
  ['font-weight', 'font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)'],
  ['font-family', 'font-(?:sans|serif|mono)'],
  ['bg-image', 'bg-(?:none|linear-\\S+|radial|conic)'],
  ['bg-color', `bg-${COLOR}`],
  ['gradient-from', `from-${COLOR}`],
  ['gradient-via', `via-${COLOR}`],
  ['gradient-to', `to-${COLOR}`],
  ['border-collapse', 'border-(?:collapse|separate)'],
  ['border-style', 'border-(?:solid|dashed|dotted|double|hidden|none)'],
  ['border-w', 'border(?:-\\d+)?'],
  ['border-w-$1', 'border-([xytrblse])(?:-\\d+)?'],
  ['border-color-$1', `border-([xytrblse])-${COLOR}`],
  ['border-color', `border-${COLOR}`],
  ['divide-y', 'divide-y(?:-\\d+)?'],
  ['divide-x', 'divide-x(?:-\\d+)?'],
  ['divide-style', 'divide-(?:solid|dashed|dotted|double|none)'],
  ['divide-color', `divide-${COLOR}`],
  ['rounded', 'rounded(?:-(?:none|xs|sm|md|lg|xl|\\dxl|full|\\[[^\\]]+\\]))?'],
  ['rounded-$1', 'rounded-([trblse]|[tb][lr]|s[se]|e[se])(?:-.+)?'],
  ['ring-w', 'ring(?:-\\d+)?'],
  ['ring-w-inset', 'ring-inset'],
  ['ring-offset-w', 'ring-offset-\\d+'],
  ['ring-offset-color', `ring-offset-${COLOR}`],
  ['ring-color', `ring-${COLOR}`],
  ['outline-style', 'outline-(?:none|hidden|solid|dashed|dotted|double)'],
  ['outline-w', 'outline(?:-\\d+)?'],
  ['outline-offset', 'outline-offset-\\d+'],
  ['outline-color', `outline-${COLOR}`],
  ['shadow', 'shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?'],
  ['shadow-color', `shadow-${COLOR}`],
  ['opacity', 'opacity-\\d+'],
  ['z', 'z-(?:\\d+|auto|\\[[^\\]]+\\])'],
  ['size', `size-${LENGTH}`],
  ['$1', `(min-w|max-w|min-h|max-h|w|h)-${LENGTH}`],
  [
    '$1',
    `(p[xytrblse]?|m[xytrblse]?|gap-[xy]|gap|space-[xy]|scroll-m[xytrblse]?|scroll-p[xytrblse]?)-${LENGTH}`,
  ],
  ['$1', `(inset-[xy]|inset|top|right|bottom|left|start|end)-${LENGTH}`],
  ['$1-reverse', '(space-[xy])-reverse'],
  ['flex-direction', 'flex-(?:row|row-reverse|col|col-reverse)'],
  ['flex-wrap', 'flex-(?:wrap|wrap-reverse|nowrap)'],
  ['flex', 'flex-(?:\\d+|auto|initial|none|\\[[^\\]]+\\])'],
  ['$1', '(shrink|grow|basis)(?:-.+)?'],
  ['$1', '(grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|order)-.+'],
  ['col-start-end', 'col-(?:auto|span-.+)'],
  ['$1', '(col-start|col-end|row-start|row-end)-.+'],
  ['row-start-end', 'row-(?:auto|span-.+)'],
  ['$1', '(justify-items|justify-self|place-items|place-content|place-self)-\\w+'],
  ['justify-content', 'justify-(?:normal|start|end|center|between|around|evenly|stretch|baseline)'],
  ['align-items', 'items-\\w+'],
  ['align-self', 'self-\\w+'],
  ['align-content', 'content-(?:normal|start|end|center|between|around|evenly|stretch|baseline)'],
  ['content', 'content-(?:none|\\[[^\\]]+\\]|\\([^)]+\\))'],
  ['$1', '(overflow-[xy]|overflow|overscroll-[xy]|overscroll)-\\w+'],
  ['whitespace', 'whitespace-[\\w-]+'],
  ['break', 'break-(?:normal|words|all|keep)'],
  ['$1', '(leading|tracking|underline-offset|decoration|line-clamp|list-image)-.+'],
  ['list-style-type', 'list-(?:none|disc|decimal|\\[[^\\]]+\\])'],
  ['list-style-position', 'list-(?:inside|outside)'],
  ['$1', '(cursor|pointer-events|select|resize|appearance|accent|caret|will-change|mix-blend|bg-blend)-.+'],
  ['object-fit', 'object-(?:contain|cover|fill|none|scale-down)'],
  ['object-position', 'object-.+'],
  ['vertical-align', 'align-.+'],
  [
    '$1',
    '(fill|stroke|aspect|rotate|scale-[xy]|scale|translate-[xy]|translate|skew-[xy]|origin|delay|duration|ease)-.+',
  ],
  ['animate', 'animate-(?:spin|ping|pulse|bounce|none|\\[[^\\]]+\\])'],
  ['transition', 'transition(?:-\\w+)?'],
  ['blur', 'blur(?:-.+)?'],
  ['backdrop-blur', 'backdrop-blur(?:-.+)?'],
];

// What a group overrides besides itself: the whole of a box's sides and axes, an axis its two sides.
const CONFLICTS: Record<string, string[]> = {
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
};
for (const [whole, side] of [
  ['p', 'p'],
  ['m', 'm'],
  ['scroll-m', 'scroll-m'],
  ['scroll-p', 'scroll-p'],
  ['border-w', 'border-w-'],
  ['border-color', 'border-color-'],
]) {
  CONFLICTS[whole] = 'xysetrbl'.split('').map((letter) => side + letter);
  CONFLICTS[`${side}x`] = [`${side}r`, `${side}l`];
  CONFLICTS[`${side}y`] = [`${side}t`, `${side}b`];
}
CONFLICTS.rounded = 's e t r b l ss se ee es tl tr br bl'.split(' ').map((corner) => `rounded-${corner}`);
for (const [side, corners] of Object.entries({
  s: 'ss es',
  e: 'se ee',
  t: 'tl tr',
  r: 'tr br',
  b: 'br bl',
  l: 'tl bl',
}))
  CONFLICTS[`rounded-${side}`] = corners.split(' ').map((corner) => `rounded-${corner}`);

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
