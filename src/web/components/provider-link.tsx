import { uiMessages } from '#shared/common-messages';
import { Link } from 'react-router';
import { providerPath } from '#shared/slug';
import { cn } from '#web/lib/utils';

/** A provider's name, leading to their public page. */
export function ProviderLink({
  provider,
  className,
  children,
  newTab = false,
}: {
  provider: { id: string; displayName: string };
  className?: string;
  children?: React.ReactNode;
  /** From inside a form in progress (the booking wizard), the page opens beside it. */
  newTab?: boolean;
}) {
  return (
    <Link
      to={providerPath(provider)}
      className={cn(
        'rounded break-words underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand',
        className,
      )}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {children ?? provider.displayName}
      {newTab ? <span className="sr-only"> {uiMessages.opensInNewTab}</span> : null}
    </Link>
  );
}
