import { z } from 'zod';
import { EXTRA_TIME_COLLECTORS, EXTRA_TIME_STATUSES } from '#shared/domain/extra-time';
import { extraTimeMessages } from '#shared/extra-time-messages';

// 'Tiempo extra' on the wire: the provider's request, the customer's answer, and the latest request of a service.

export const extraTimeInput = z.object({
  minutes: z
    .number(extraTimeMessages.minutesInvalid)
    .int(extraTimeMessages.minutesInvalid)
    .meta({ description: 'Half hours (30, 60, …, 240) the service still has room for within 12 h in all.' }),
});
export type ExtraTimeInput = z.infer<typeof extraTimeInput>;

export const extraTimeAnswerInput = z.object({ approve: z.boolean() });
export type ExtraTimeAnswerInput = z.infer<typeof extraTimeAnswerInput>;

export const extraTimeOut = z.object({
  id: z.string(),
  minutes: z.number().int(),
  /** Centavos the minutes add to the price. */
  price: z.number().int(),
  status: z.enum(EXTRA_TIME_STATUSES),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
  /**
   * How the added price is paid: 'card', captured with the service's card hold at the end (the new total fits in
   * what was authorised); 'provider', directly to the provider in cash or by transfer, who confirms receiving it
   * (a service paid by hand, or SPEI/OXXO paid ahead, or a card hold authorised for less than the new total).
   */
  collectedBy: z.enum(EXTRA_TIME_COLLECTORS).meta({
    description:
      "How the added price is paid: 'card', captured with the service's card hold at the end (the new total fits in what was authorised, or no hold is placed yet); 'provider', directly to the provider in cash or by transfer, who confirms it ('Confirmar pago recibido'): a service paid by hand, SPEI/OXXO paid ahead, or a hold authorised for less than the new total.",
  }),
});
export type ExtraTimeOut = z.infer<typeof extraTimeOut>;

/** The service's latest request for more time; null when none was made. */
export const extraTimeResponse = z.object({ extraTime: extraTimeOut.nullable() });
