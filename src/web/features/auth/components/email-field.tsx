import type { ComponentProps } from 'react';
import { TextField } from '#web/components/ui/text-field';
import { authLabels } from '#web/features/auth/texts';

/** The e-mail field every auth form starts with: its label, type, autofill and placeholder in one place. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label={authLabels.email}
      type="email"
      autoComplete="email"
      placeholder={authLabels.emailPlaceholder}
      {...props}
    />
  );
}
