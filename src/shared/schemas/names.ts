import { z } from 'zod';
import { nameFormMessages } from '#shared/name-form-messages';
import { validation } from '#shared/auth-messages';

// Letters of any alphabet (accents included), spaces, apostrophes and hyphens.
const NAME = /^[\p{L}\p{M}' ’-]+$/u;

/** 'Nombre completo': asked at sign-up, in Perfil and once of accounts made before; 2–80 characters, trimmed. */
export const fullNameField = z
  .string(validation.fullNameRequired)
  .trim()
  .max(80, nameFormMessages.tooLong)
  // One message at a time: an empty name is required, not also too short and badly written.
  .superRefine((value, context) => {
    if (value.length > 80) return;
    const message =
      value.length === 0
        ? validation.fullNameRequired
        : value.length < 2
          ? nameFormMessages.tooShort
          : NAME.test(value)
            ? null
            : nameFormMessages.invalid;
    if (message) context.addIssue({ code: 'custom', message });
  })
  .meta({ minLength: 2, description: 'Trimmed, 2–80 letters, spaces, apostrophes or hyphens.' });

export const fullNameInput = z.object({ fullName: fullNameField });
export type FullNameInput = z.infer<typeof fullNameInput>;
