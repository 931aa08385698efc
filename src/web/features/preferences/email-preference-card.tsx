import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { apiFetch } from '#web/lib/api';
import { toast } from '#web/lib/toast';

export interface EmailPreference {
  /** The API that reads (GET) and saves (PUT) it: '/api/provider/preferences', '/api/client/preferences'. */
  path: string;
  /** The booleans it holds, each with its label: 'notifyNewRequests', 'notifyOffers', 'notifyMessages'. */
  switches: { field: string; label: string }[];
  queryKey: readonly string[];
  texts: { title: string; description: string; saved: string; saveFailed: string };
}

// One switch per choice, each saved alone the moment it changes. The value being saved is held in React state
// at once: a controlled checkbox whose state lags one render behind would snap back under the pointer.
export function EmailPreferenceCard({ path, switches, queryKey, texts }: EmailPreference) {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<Record<string, boolean>>(path, { signal }),
  });
  const save = useMutation({
    mutationFn: ({ field, value }: { field: string; value: boolean }) =>
      apiFetch<Record<string, boolean>>(path, { method: 'PUT', body: { [field]: value } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const [saving, setSaving] = useState<{ field: string; value: boolean } | null>(null);
  const checked = (field: string) =>
    saving?.field === field ? saving.value : (preferences.data?.[field] ?? false);

  const change = (field: string, value: boolean) => {
    setSaving({ field, value });
    save.mutate(
      { field, value },
      {
        onSuccess: () => toast.success(texts.saved),
        onError: () => toast.error(texts.saveFailed),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Card aria-labelledby="email-preferences-title">
      <CardHeader>
        <CardTitle id="email-preferences-title">{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      {preferences.isPending ? <LoadingStatus /> : null}
      {preferences.isError ? <LoadError onRetry={() => void preferences.refetch()} /> : null}
      {preferences.isSuccess ? (
        <div className="grid gap-3">
          {switches.map(({ field, label }) => (
            <CheckboxField
              key={field}
              label={label}
              checked={checked(field)}
              disabled={saving !== null}
              onChange={(event) => change(field, event.target.checked)}
            />
          ))}
        </div>
      ) : null}
    </Card>
  );
}
