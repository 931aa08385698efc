import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { ConsoleLoadError } from './console-load-error';

type ConsoleListProps<T> = {
  query: UseQueryResult<T[]>;
  /** Names the list for screen readers. */
  label: string;
  /** What the page says when there is nothing to decide. */
  empty: Pick<ComponentProps<typeof EmptyState>, 'icon' | 'title' | 'description'>;
  itemKey: (item: T) => string;
  /** The case's card. */
  children: (item: T) => ReactNode;
  /** The dialog the cards open, after the list; it is not there while the list loads or failed to. */
  dialog?: ReactNode;
};

/** A console page's list of cases: loading, a load error worth reading, the empty state, or one card a case. */
export function ConsoleList<T>({ query, label, empty, itemKey, children, dialog }: ConsoleListProps<T>) {
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.data.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <ul className="grid gap-4" aria-label={label}>
          {query.data.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}

/** A console dialog's open state, as its page holds it (useDialogTarget). */
export type ConsoleDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The case a card's dialog is about. It outlives `open` (and the list, once decided) so that the dialog keeps its
 * text while it closes.
 */
export function useDialogTarget<T>(): ConsoleDialogProps & { target: T | null; ask: (target: T) => void } {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: T) => {
    setTarget(next);
    setOpen(true);
  };
  return { target, open, onOpenChange: setOpen, ask };
}
