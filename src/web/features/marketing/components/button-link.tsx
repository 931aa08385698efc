import { Link, type LinkProps } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';

const variants = {
  primary: buttonVariants({ size: 'lg' }),
  secondary: buttonVariants({ variant: 'outline', size: 'lg', className: 'border-brand text-brand-strong' }),
  // For dark bands: white button, brand text, a white focus ring that stays visible on teal.
  light: buttonVariants({
    size: 'lg',
    className:
      'bg-white text-brand-strong hover:bg-brand-soft focus-visible:ring-white focus-visible:ring-offset-brand-strong',
  }),
} as const;

export type ButtonLinkVariant = keyof typeof variants;

export function buttonLinkClass(variant: ButtonLinkVariant = 'primary', className?: string): string {
  return cn(variants[variant], 'h-auto min-h-11 py-2 whitespace-normal text-center', className);
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonLinkVariant }) {
  return <Link className={buttonLinkClass(variant, className)} {...props} />;
}
