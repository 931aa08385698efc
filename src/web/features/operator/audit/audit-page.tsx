import { ScrollText } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { toast } from '#web/lib/toast';
import { useAudit } from '#web/features/operator/api/get-audit';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { AuditTable } from './audit-table';

const texts = operatorMessages.audit;

// Bitácora: read-only, newest first, a page at a time.
export function AuditContent() {
  const query = useAudit();
  // After 'Cargar más', focus goes to the first entry it added (the button is gone with the last page).
  const focusAfter = useRef<number | null>(null);
  const pages = query.data?.pages;
  const entries = useMemo(() => pages?.flatMap((page) => page.entries) ?? [], [pages]);
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null || index >= entries.length) return;
    focusAfter.current = null;
    document.getElementById(`audit-${entries[index]!.seq}`)?.focus();
  }, [entries]);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data) {
    return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (entries.length === 0) {
    return <EmptyState icon={ScrollText} title={texts.emptyTitle} description={texts.emptyBody} />;
  }

  const loadMore = async () => {
    focusAfter.current = entries.length;
    const result = await query.fetchNextPage();
    const added = (result.data?.pages.at(-1)?.entries.length ?? 0) > 0;
    if (result.isError || !added) focusAfter.current = null;
    if (result.isError) toast.error(texts.loadMoreFailed);
  };

  return (
    <div className="grid gap-4">
      <AuditTable entries={entries} />
      <div className="flex justify-center">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void loadMore()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
          </Button>
        ) : query.data.pages.length > 1 ? (
          <p className="text-sm text-slate-600">{texts.allShown}</p>
        ) : null}
      </div>
    </div>
  );
}
