import { SearchX, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { operatorMessages } from '#shared/operator-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { TextField } from '#web/components/ui/text-field';
import { fillMessage } from '#web/lib/fill-message';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useUsers } from '#web/features/operator/api/get-users';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { UsersTable } from './users-table';

const texts = operatorMessages.users;
const SEARCH_DELAY_MS = 300;

function resultsNote(q: string, count: number): string {
  if (!q) return texts.latest;
  return count === 1 ? texts.found.one : fillMessage(texts.found.other, { count });
}

// Usuarios: the latest sign-ups, or a search by e-mail or name. The search lives in the address (?q=) so that
// going back from a user's page finds it again.
export function UsersContent() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const query = useUsers(q);

  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);

  return (
    <div className="grid gap-4">
      <TextField
        label={texts.search}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        className="sm:max-w-md"
        onChange={(event) => setText(event.target.value)}
      />
      <UsersResults q={q} query={query} />
    </div>
  );
}

function UsersResults({ q, query }: { q: string; query: ReturnType<typeof useUsers> }) {
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const users = query.data;
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {query.isPlaceholderData ? texts.searching : resultsNote(q, users.length)}
      </p>
      {users.length > 0 ? (
        <UsersTable users={users} caption={texts.listLabel} />
      ) : q ? (
        <EmptyState
          icon={SearchX}
          title={texts.noMatchTitle}
          description={fillMessage(texts.noMatchBody, { q })}
        />
      ) : (
        <EmptyState icon={Users} title={texts.emptyTitle} description={texts.emptyBody} />
      )}
    </>
  );
}
