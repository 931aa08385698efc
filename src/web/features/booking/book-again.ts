import type { UseFormReturn } from 'react-hook-form';
import { isEstimatedFromHome } from '#shared/catalog';
import { isServiceHours } from '#shared/domain/service-length';
import type { BookAgain } from '#shared/schemas/favourites';
import { apiFetch } from '#web/lib/api';
import { defaultLength } from '#web/components/estimate/estimate-length';
import type { BookingStep, BookingWizardOutput, BookingWizardValues } from './booking-form';

// 'Volver a reservar' (Historial): /reservar?repetir=<service> fills the wizard in from a completed service of the
// customer's, read from the server (which checks it is theirs), and opens it at 'Fecha y hora'.

/** The completed service as the wizard takes it, or null when it cannot be (not theirs, not signed in). */
export async function readBookAgain(serviceId: string): Promise<BookAgain | null> {
  try {
    const answer = await apiFetch<{ bookAgain: BookAgain }>(
      `/api/services/${encodeURIComponent(serviceId)}/book-again`,
      { unauthorized: 'ignore' },
    );
    return answer.bookAgain;
  } catch {
    return null;
  }
}

/**
 * Fills the form in (service, its home or hours, place, provider) and answers the step to open: 'Fecha y hora',
 * or the provider's step when the provider no longer takes the service.
 */
export function fillBookAgain(
  form: UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>,
  { serviceId, provider, location, length }: BookAgain,
): BookingStep {
  const fallback = defaultLength(serviceId);
  form.setValue('serviceId', serviceId);
  form.setValue('length', {
    estimate: isEstimatedFromHome(serviceId) && length.estimate ? length.estimate : fallback.estimate,
    hours: isServiceHours(length.hours) ? length.hours : fallback.hours,
  });
  form.setValue('location', location);
  form.setValue('provider', provider);
  form.setValue('schedule', { date: '', time: '' });
  return provider ? 3 : 2;
}
