import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/utils';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn('rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...props}
    />
  );
}

/** One item of a list (a request, a service, a case), named by its heading through aria-labelledby. */
export function ItemCard({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      className={cn('grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('mb-4 grid gap-1', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return (
    <h3 data-slot="card-title" className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-slate-600', className)} {...props} />;
}

type TitledCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
};

/** A card named by its heading, as screen readers announce a region, with an optional line under the title. */
export function TitledCard({ title, description, children, ...props }: TitledCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}
