// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import {
  EMPTY_ADDRESS,
  serviceContactInput,
  type ExactAddressForm,
  type ServiceContactInput,
} from '#shared/schemas/address';
import { ContactFieldset, contactFromProfile, contactPaths } from '#web/components/address/contact-fields';
import { profileQueryOptions } from '#web/lib/client/get-profile';

const schema = z.object({ contact: serviceContactInput });
type Values = { contact: { address: ExactAddressForm; phone: string } };

/** What 'Aceptar oferta' asks when the request was published without an exact address and phone. */
export const CONTACT_PATHS = contactPaths('contact') as Path<Values>[];

/**
 * The address and phone form of the accept dialog, pre-filled from Perfil: only for a request that lacks them
 * (one published before the form asked for them).
 */
export function useAcceptContactForm(needed: boolean) {
  const saved = contactFromProfile(useQuery({ ...profileQueryOptions, enabled: needed }).data);
  return useForm<Values, unknown, { contact: ServiceContactInput }>({
    resolver: zodResolver(schema),
    values: needed ? { contact: saved ?? { address: EMPTY_ADDRESS, phone: '' } } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
}

export function AcceptContactFields({ form }: { form: ReturnType<typeof useAcceptContactForm> }) {
  return <ContactFieldset form={form} name="contact" />;
}
