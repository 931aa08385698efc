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
  /** The one boolean it holds: 'notifyNewRequests', 'notifyOffers'. */
  field: string;
  queryKey: readonly string[];
  texts: { title: string; description: string; label: string; saved: string; saveFailed: string };
}

// One switch, saved the moment it changes. The value being saved is held in React state at once:
// a controlled checkbox whose state lags one render behind would snap back under the pointer.
export function EmailPreferenceCard({ path, field, queryKey, texts }: EmailPreference) {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<Record<string, boolean>>(path, { signal }),
  });
  const save = useMutation({
    mutationFn: (value: boolean) =>
      apiFetch<Record<string, boolean>>(path, { method: 'PUT', body: { [field]: value } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? preferences.data?.[field] ?? false;

  const change = (value: boolean) => {
    setSaving(value);
    save.mutate(value, {
      onSuccess: () => toast.success(texts.saved),
      onError: () => toast.error(texts.saveFailed),
      onSettled: () => setSaving(null),
    });
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
        <CheckboxField
          label={texts.label}
          checked={checked}
          disabled={saving !== null}
          onChange={(event) => change(event.target.checked)}
        />
      ) : null}
    </Card>
  );
}
