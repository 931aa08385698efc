import { z } from 'zod';
import { contactMessages } from '#shared/contact-messages';
import { emailFieldMeta } from './auth';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

// Line breaks and other control characters (NUL aside, which every text field refuses) become one space.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0001-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * A name or subject is one line: a CR/LF typed into it (only a hand-made request can) could otherwise start
 * a line of its own in the support e-mail, such as a fake 'Correo:' line.
 */
export function toSingleLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ');
}

/** A name or subject: made one line, trimmed, refused with `required` when empty and as too long over `max`. */
const oneLineField = (max: number, required: string) =>
  z.string().overwrite(toSingleLine).trim().min(1, required).max(max, contactMessages.fieldTooLong);

export const contactInput = z.object({
  name: oneLineField(120, contactMessages.nameRequired),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, contactMessages.invalidEmail)
    .pipe(z.email(contactMessages.invalidEmail))
    .meta(emailFieldMeta),
  subject: oneLineField(150, contactMessages.subjectRequired),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort)
    .max(5000, contactMessages.fieldTooLong),
  // Honeypot: hidden from people, filled in by bots. The server answers as if it succeeded and drops it.
  website: z
    .string()
    .max(500)
    .optional()
    .meta({ description: 'Leave it out: a message with it filled in is answered 201 and dropped.' }),
});

export type ContactInput = z.infer<typeof contactInput>;

export const contactSentOut = z.object({
  ok: z.literal(true),
  priority: z.boolean().meta({
    description:
      'Sent by a signed-in provider whose plan in force gives priority support (Premium, Empresarial): answered first.',
  }),
  answerBy: z.string().meta({
    description: 'The instant support aims to have answered by (ISO 8601), counted in its office hours.',
  }),
});
export type ContactSent = z.infer<typeof contactSentOut>;
export type ContactForm = z.input<typeof contactInput>;

export const contactFormDefaults: ContactForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};
