import { Link } from 'react-router';
import { uiMessages } from '#shared/common-messages';
import { buttonVariants } from '#web/components/ui/button';

type NotFoundContentProps = { homeTo?: string; homeLabel?: string; headingLevel?: 'h1' | 'h2' };

export function NotFoundContent({
  homeTo = '/',
  homeLabel = 'Volver al inicio',
  headingLevel = 'h1',
}: NotFoundContentProps) {
  const Heading = headingLevel;
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold text-brand">404</p>
      <Heading className="text-3xl font-bold tracking-tight text-slate-900">
        {uiMessages.notFoundTitle}
      </Heading>
      <p className="text-slate-700">{uiMessages.notFoundBody}</p>
      <Link to={homeTo} className={buttonVariants({ size: 'lg' })}>
        {homeLabel}
      </Link>
    </section>
  );
}
