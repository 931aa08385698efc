import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/utils';
import { buttonVariants } from './button';

type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> & {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  /** The usual way on from an empty page: a link that looks like an outline button. */
  link?: { to: string; label: string };
  headingLevel?: 'h2' | 'h3';
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  link,
  headingLevel = 'h3',
  className,
  ...props
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-5 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon className="size-6" aria-hidden />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="max-w-md text-slate-700">{description}</p>
      {action}
      {link ? (
        <Link to={link.to} className={buttonVariants({ variant: 'outline' })}>
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}
