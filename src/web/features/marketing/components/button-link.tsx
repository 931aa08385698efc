import { Link, type LinkProps } from 'react-router';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

const variants = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50 focus-visible:outline-teal-700',
  light: 'bg-white text-teal-800 hover:bg-teal-50 focus-visible:outline-white',
} as const;

export type ButtonLinkVariant = keyof typeof variants;

export function buttonLinkClass(variant: ButtonLinkVariant = 'primary', className = ''): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonLinkVariant }) {
  return <Link className={buttonLinkClass(variant, className)} {...props} />;
}
