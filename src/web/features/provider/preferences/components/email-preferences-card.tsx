import { providerUi } from '../../../../../shared/messages';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { toast } from '../../../../lib/toast';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

const texts = providerUi.preferences;

// One switch, saved the moment it changes; while saving it shows the value being saved.
export function EmailPreferencesCard() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const checked = save.isPending ? save.variables.notifyNewRequests : preferences.data?.notifyNewRequests;

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
          checked={checked ?? false}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(
              { notifyNewRequests: event.target.checked },
              {
                onSuccess: () => toast.success(texts.saved),
                onError: () => toast.error(texts.saveFailed),
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}
