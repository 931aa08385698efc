import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

// lucide-react's icon component, in the few lines this app needs: every icon module of lucide-react calls its
// createLucideIcon, and the build hands them this one instead (scripts/vite-lucide-icon.ts), since lucide's own
// (the icon context, sizes, stroke scaling, names from kebab case) weighed 1.6 KB gzip on every page with an icon.
// The same <svg> for the props the app passes (a class, aria-* or data-* attributes, children): lucide-icon.test.ts
// renders every icon the app imports both ways. Sizes and colours come from classes here, not from props.

type IconData = { name: string; size?: number; node: [string, Record<string, string>][]; aliases?: string[] };
type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

const DEFAULT_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Whether the icon says something to assistive technology (else it is hidden from it, as lucide does). */
function isLabelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  );
}

export default function createLucideIcon(icon: IconData) {
  const names = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)];
  return forwardRef<SVGSVGElement, IconProps>(({ className, children, ...props }, ref) => {
    const classes = new Set([...names, ...(className ?? '').split(/\s+/)].filter(Boolean));
    return createElement(
      'svg',
      {
        ref,
        ...DEFAULT_ATTRIBUTES,
        className: [...classes].join(' '),
        ...(children || isLabelled(props) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      [...icon.node.map(([tag, attributes]) => createElement(tag, attributes)), ...[children].flat()],
    );
  });
}
