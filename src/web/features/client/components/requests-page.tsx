import { ClipboardList, List, Plus } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { requestMessages } from '#shared/request-messages';
import { useAppConfig } from '#web/components/places/get-config';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useMyRequests } from '#web/features/client/api/get-my-requests';
import { clientUi } from '#web/features/client/texts';
import { NewRequestForm } from './new-request-form';
import { RequestCard } from './request-card';

const texts = clientUi.requests;
const FORM_PARAM = 'nueva';

// Mis Solicitudes: the toggle shows the list or the form; the form lives in the URL (?nueva=1) so the
// empty pages can link straight to it and Back returns to the list.
export function RequestsContent() {
  const [params, setParams] = useSearchParams();
  const showForm = params.get(FORM_PARAM) === '1';
  // Fetched with the list, so the place search knows its backend when the form opens.
  useAppConfig();
  const openForm = () => setParams({ [FORM_PARAM]: '1' });
  // After a request is published Back should not reopen an empty form: the list replaces it.
  const showList = (replace = false) => setParams({}, { replace });
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The form and its submit button go away with the focus on it: the toggle keeps it near the new request.
  const afterCreated = () => {
    showList(true);
    toggleRef.current?.focus();
  };

  return (
    <>
      <Button
        ref={toggleRef}
        variant={showForm ? 'outline' : 'default'}
        className="justify-self-start"
        onClick={() => (showForm ? showList() : openForm())}
      >
        {showForm ? <List aria-hidden /> : <Plus aria-hidden />}
        {showForm ? texts.seeRequests : texts.newRequest}
      </Button>
      {showForm ? <NewRequestSection onCreated={afterCreated} /> : <RequestList onCreate={openForm} />}
    </>
  );
}

function NewRequestSection({ onCreated }: { onCreated: () => void }) {
  const config = useAppConfig();
  if (config.isPending) return <LoadingStatus />;
  return <NewRequestForm onCreated={onCreated} />;
}

function RequestList({ onCreate }: { onCreate: () => void }) {
  const query = useMyRequests();
  useErrorToast(query.errorUpdatedAt, requestMessages.loadFailed);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return <LoadError message={requestMessages.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={<Button onClick={onCreate}>{texts.createFirst}</Button>}
      />
    );
  }
  return (
    <ul className="grid gap-4" aria-label={texts.listLabel}>
      {query.data.map((request) => (
        <li key={request.id}>
          <RequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
