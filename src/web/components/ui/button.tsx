import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { uiMessages } from '#shared/common-messages';
import { useHydrated } from '#web/lib/use-hydrated';
import { cn } from '#web/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand text-white hover:bg-brand-strong',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        ghost: 'text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'h-auto px-0 text-brand underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
        // Long labels may wrap on narrow phones instead of pushing the page sideways.
        wrap: 'h-auto min-h-10 px-4 py-2 text-center whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { loading?: boolean };

export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  // A prerendered form must not submit natively before React owns it (a GET would put the password in
  // the URL); a disabled default button also blocks submitting with Enter.
  const hydrated = useHydrated();
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? uiMessages.loading : children}
    </button>
  );
}
