import { useState } from 'react';
import { Link } from 'react-router';
import { apiKeysUi as texts } from '#shared/api-key-messages';
import { API_SCOPE_LABELS } from '#shared/api-keys';
import { formatDateTime } from '#shared/format';
import { Button, buttonVariants } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { InfoNote } from '#web/components/ui/info-note';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';
import { useApiKeys } from '#web/features/provider/api-keys/api/api-keys';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyButton } from './revoke-key-dialog';

const COLUMNS = texts.columns;

/**
 * 'Claves de API' in Configuración. Empresarial providers create and revoke keys; everyone else reads what the
 * API is and which plan includes it, and a provider whose plan lapsed keeps the list of keys that stopped.
 */
export function ApiKeysCard({ plansPath }: { plansPath: string }) {
  const query = useApiKeys();
  const [creating, setCreating] = useState(false);
  const data = query.data;
  return (
    <TitledCard title={texts.title} description={texts.intro}>
      {query.isPending ? <LoadingStatus /> : null}
      {query.isError ? <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <div className="grid gap-4">
          {data.enabled ? (
            <div>
              <Button onClick={() => setCreating(true)}>{texts.create}</Button>
            </div>
          ) : (
            <>
              <InfoNote
                title={texts.lockedTitle}
                body={data.keys.length ? texts.lapsedBody : texts.lockedBody}
              />
              <div>
                <Link to={plansPath} className={buttonVariants({ variant: 'outline' })}>
                  {texts.seePlans}
                </Link>
              </div>
            </>
          )}
          {data.keys.length === 0 ? (
            data.enabled ? (
              <p className="text-sm text-slate-700">{texts.empty}</p>
            ) : null
          ) : (
            <ScrollTable
              caption={texts.tableCaption}
              headings={[
                COLUMNS.name,
                COLUMNS.key,
                COLUMNS.scopes,
                COLUMNS.created,
                COLUMNS.lastUsed,
                COLUMNS.state,
              ]}
              minWidth="min-w-[52rem]"
            >
              {data.keys.map((key) => (
                <tr key={key.id} className="border-t border-slate-200">
                  <td className={`${tableCell} font-medium text-slate-900`}>{key.name}</td>
                  <td className={`${tableCell} font-mono`}>{key.prefix}…</td>
                  <td className={tableCell}>
                    <ul className="grid gap-0.5">
                      {key.scopes.map((scope) => (
                        <li key={scope}>{API_SCOPE_LABELS[scope]}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={tableCell}>{formatDateTime(key.createdAt)}</td>
                  <td className={tableCell}>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : texts.neverUsed}
                  </td>
                  <td className={`${tableCell} text-right`}>
                    {key.revokedAt ? (
                      <span className="text-slate-600">{texts.revoked}</span>
                    ) : (
                      <RevokeKeyButton apiKey={key} />
                    )}
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </div>
      ) : null}
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
    </TitledCard>
  );
}
