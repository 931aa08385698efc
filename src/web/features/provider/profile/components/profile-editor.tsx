// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { moderationMessages } from '#shared/moderation-messages';
import { providerUi } from '#shared/provider-ui';
import {
  providerProfileInput,
  type ProviderProfile,
  type ProviderProfileInput,
} from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { applyFieldErrors } from '#web/lib/form-errors';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useSaveProviderProfile } from '#web/features/provider/profile/api/save-profile';
import { HiddenImageNotice } from './hidden-image-notice';
import { LogoCard } from './logo-card';
import { PhotoField } from './photo-field';
import { ProfilePreview } from './profile-preview';
import { fieldProps } from '#web/lib/field-props';

const texts = providerUi.profile;
const FIELDS = ['displayName', 'bio', 'yearsExperience', 'phone'] as const;

function toForm({ displayName, bio, yearsExperience, phone }: ProviderProfile): ProviderProfileInput {
  return { displayName, bio, yearsExperience, phone };
}

export function ProfileEditor({ profile, firstName }: { profile: ProviderProfile; firstName: string }) {
  const save = useSaveProviderProfile();
  const [pendingPhoto, setPendingPhoto] = useState<string | null>(null);
  const form = useForm<z.input<typeof providerProfileInput>, unknown, ProviderProfileInput>({
    resolver: zodResolver(providerProfileInput),
    defaultValues: toForm(profile),
  });
  const { isSubmitting } = form.formState;
  const values = form.watch();

  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success(texts.savedTitle, texts.savedBody);
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(texts.saveFailed);
    }
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid gap-6">
        <Card className="grid gap-6">
          {profile.photoHiddenReason ? (
            <HiddenImageNotice title={moderationMessages.hiddenPhoto} reason={profile.photoHiddenReason} />
          ) : null}
          <PhotoField onPreviewChange={setPendingPhoto} />
          <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
            <TextField label={texts.displayName} autoComplete="name" {...fieldProps(form, 'displayName')} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={texts.phone} type="tel" autoComplete="tel" {...fieldProps(form, 'phone')} />
              <TextField
                label={texts.yearsExperience}
                type="number"
                inputMode="numeric"
                min={0}
                max={60}
                {...fieldProps(form, 'yearsExperience', { valueAsNumber: true })}
              />
            </div>
            <TextareaField
              label={texts.bio}
              maxLength={600}
              hint={fillMessage(texts.bioHint, { count: values.bio?.length ?? 0 })}
              {...fieldProps(form, 'bio')}
            />
            <Button type="submit" className="justify-self-start" loading={isSubmitting}>
              {texts.save}
            </Button>
          </form>
        </Card>
        <LogoCard profile={profile} displayName={profile.displayName.trim() || firstName} />
      </div>
      <ProfilePreview
        displayName={values.displayName?.trim() || firstName}
        bio={values.bio ?? ''}
        phone={values.phone ?? ''}
        yearsExperience={values.yearsExperience}
        photoUrl={pendingPhoto ?? profile.photoUrl}
      />
    </div>
  );
}
