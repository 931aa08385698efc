import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactSent } from '#shared/schemas/contact';
import { apiFetch } from '#web/lib/api';

export const CONTACT_ENDPOINT = '/api/contact';

export function sendContactMessage(input: ContactInput): Promise<ContactSent> {
  // Public endpoint: a 401 here could never mean the visitor's session ended.
  return apiFetch(CONTACT_ENDPOINT, { method: 'POST', body: input, unauthorized: 'ignore' });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
