import { useState } from 'react';
import { providerUi } from '../../../../../shared/messages';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { toast } from '../../../../lib/toast';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

const texts = providerUi.preferences;

// One switch, saved the moment it changes. The value being saved is held in React state at once:
// a controlled checkbox whose state lags one render behind would snap back under the pointer.
export function EmailPreferencesCard() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? preferences.data?.notifyNewRequests ?? false;

  const change = (notifyNewRequests: boolean) => {
    setSaving(notifyNewRequests);
    save.mutate(
      { notifyNewRequests },
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
        <CheckboxField
          label={texts.notifyNewRequests}
          checked={checked}
          disabled={saving !== null}
          onChange={(event) => change(event.target.checked)}
        />
      ) : null}
    </Card>
  );
}
