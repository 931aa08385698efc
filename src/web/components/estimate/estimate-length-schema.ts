import { z } from 'zod';
import { estimateMessages } from '#shared/estimate-messages';
import { estimateInput } from '#shared/schemas/estimate';
import { serviceHours } from '#shared/schemas/schedule';

/**
 * The 'Cotizador' as a form holds it (estimate-length.ts): both kinds checked, whichever the service sends. Apart
 * from estimate-length.ts so that a page loads zod only with the schema that needs it.
 */
export const estimateLengthSchema = z.object({
  estimate: estimateInput,
  hours: serviceHours(estimateMessages.hoursRange),
});
