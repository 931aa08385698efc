// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { profileMessages } from '#shared/account-messages';
import {
  profileInput,
  type Profile,
  type ProfileForm as ProfileValues,
  type ProfileInput,
} from '#shared/schemas/profile';
import {
  addressPaths,
  ContactPhoneField,
  ExactAddressFields,
  toAddressForm,
} from '#web/components/address/contact-fields';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { TextField } from '#web/components/ui/text-field';
import { applyFieldErrors } from '#web/lib/form-errors';
import { useSaveProfile } from '#web/features/client/api/save-profile';
import { clientUi } from '#web/features/client/texts';
import { fieldProps } from '#web/lib/field-props';

const texts = clientUi.profile;
const FIELDS = ['fullName', 'phone', ...addressPaths('address')] as Path<ProfileValues>[];
// SPEC §9: the success message stays 3000 ms.
export const SAVED_MESSAGE_MS = 3000;

function toForm(profile: Profile): ProfileValues {
  return {
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    address: toAddressForm(profile.address),
  };
}

// Read-only fields look set apart from the ones being edited.
const READ_ONLY = '[&_input]:bg-slate-50';

type Outcome = 'saved' | 'failed' | null;

// View, then Editar, then Guardar Cambios or Cancelar (SPEC §4); the e-mail is never editable here.
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: () => void }) {
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  const form = useForm<ProfileValues, unknown, ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: toForm(profile),
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (outcome !== 'saved') return;
    const timer = setTimeout(() => setOutcome(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (editing) form.setFocus('fullName');
  }, [editing, form]);

  // 'Guardar Cambios' goes away with the focus on it: 'Editar' keeps it on the form, not the page's start
  // (once the save is over, since the button is disabled while it runs).
  useEffect(() => {
    if (!focusToggle.current || isSubmitting) return;
    focusToggle.current = false;
    toggleRef.current?.focus();
  }, [outcome, isSubmitting]);

  const toggleEditing = () => {
    // Cancelar puts back what is saved, errors included.
    if (editing) form.reset(toForm(profile));
    setOutcome(null);
    setEditing(!editing);
  };

  const submit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      form.reset(toForm(await save.mutateAsync(input)));
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      setOutcome('failed');
      return;
    }
    onSaved?.();
    focusToggle.current = true;
    setEditing(false);
    setOutcome('saved');
  });

  const readOnly = !editing;
  const fieldClass = readOnly ? READ_ONLY : undefined;

  return (
    <Card>
      <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
        <TextField label={texts.email} type="email" value={profile.email} readOnly className={READ_ONLY} />
        <TextField
          label={texts.fullName}
          autoComplete="name"
          readOnly={readOnly}
          className={fieldClass}
          {...fieldProps(form, 'fullName')}
        />
        <ContactPhoneField
          form={form}
          name="phone"
          label={texts.phone}
          hint={texts.phoneHint}
          readOnly={readOnly}
          className={fieldClass}
        />
        <ExactAddressFields form={form} name="address" readOnly={readOnly} className={fieldClass} />
        <p className="text-sm text-slate-600">{texts.addressNote}</p>
        {/* Present before the message arrives, so screen readers announce it. */}
        <div role="status">
          {outcome === 'saved' ? (
            <p className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              {profileMessages.saved}
            </p>
          ) : null}
        </div>
        {outcome === 'failed' ? <Alert>{profileMessages.saveFailed}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          {editing ? (
            <Button type="submit" loading={isSubmitting}>
              {texts.save}
            </Button>
          ) : null}
          <Button ref={toggleRef} variant="outline" onClick={toggleEditing} disabled={isSubmitting}>
            {editing ? texts.cancel : texts.edit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
