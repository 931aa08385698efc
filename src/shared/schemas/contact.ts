import { z } from 'zod';
import { contactMessages } from '../messages';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const contactInput = z.object({
  name: z.string().trim().min(1, contactMessages.nameRequired).max(120, contactMessages.fieldTooLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, contactMessages.invalidEmail)
    .pipe(z.email(contactMessages.invalidEmail)),
  subject: z.string().trim().min(1, contactMessages.subjectRequired).max(150, contactMessages.fieldTooLong),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort)
    .max(5000, contactMessages.fieldTooLong),
  // Honeypot: hidden from people, filled in by bots. The server answers as if it succeeded and drops it.
  website: z.string().max(500).optional(),
});

export type ContactInput = z.infer<typeof contactInput>;
export type ContactForm = z.input<typeof contactInput>;

export const contactFormDefaults: ContactForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};
