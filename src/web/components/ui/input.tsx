import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils';

export const inputClassName =
  'block h-10 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 outline-none transition-colors focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-700/30 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />;
}
