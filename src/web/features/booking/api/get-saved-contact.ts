import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Profile } from '#shared/schemas/profile';
import { contactFromProfile } from '#web/components/address/contact-fields';
import { apiFetch } from '#web/lib/api';
import type { BookingWizardOutput, BookingWizardValues } from '#web/features/booking/booking-form';
import { BOOKING_KEY } from './get-providers';

/**
 * A signed-in customer's address and phone from Perfil fill the wizard's, unless they already typed some (or a
 * draft brought them back).
 */
export function useSavedContact(
  enabled: boolean,
  form: UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>,
) {
  const { data } = useQuery({
    queryKey: [BOOKING_KEY, 'saved-contact'],
    queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
    enabled,
    staleTime: 60_000,
  });
  useEffect(() => {
    const saved = contactFromProfile(data);
    const typed = form.getValues('contact');
    if (!saved || typed.phone || typed.address.street || typed.address.colonia) return;
    form.setValue('contact', saved);
  }, [data, form]);
}
