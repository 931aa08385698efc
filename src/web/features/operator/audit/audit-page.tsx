import { ScrollText } from 'lucide-react';
import { operatorMessages } from '#shared/operator-messages';
import type { AuditEntry } from '#shared/schemas/operator';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadMore } from '#web/components/ui/load-more';
import { LoadingStatus } from '#web/components/ui/query-status';
import { useLoadMore } from '#web/lib/use-load-more';
import { useAudit } from '#web/features/operator/api/get-audit';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { AuditTable } from './audit-table';

const texts = operatorMessages.audit;

// Its pages' entries; 'Cargar más' moves focus to the row of the first one it added.
const AUDIT_PAGES = {
  itemsOf: (page: { entries: AuditEntry[] }) => page.entries,
  focusIdOf: (entry: AuditEntry) => `audit-${entry.seq}`,
  failedMessage: texts.loadMoreFailed,
};

// Bitácora: read-only, newest first, a page at a time.
export function AuditContent() {
  const query = useAudit();
  const { items: entries, more } = useLoadMore(query, AUDIT_PAGES);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError && !query.data) {
    return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (entries.length === 0) {
    return <EmptyState icon={ScrollText} title={texts.emptyTitle} description={texts.emptyBody} />;
  }

  return (
    <div className="grid gap-4">
      <AuditTable entries={entries} />
      <LoadMore more={more} texts={texts} />
    </div>
  );
}
