import { z } from 'zod';
import { apiMessages } from '#shared/common-messages';
import { bookableProviderOut } from './bookings';

/** 'Otros proveedores disponibles': each provider with what the declined booking would cost with them. */
export const otherProvidersOut = z.object({
  providers: z.array(
    bookableProviderOut.extend({
      /** Centavos: the booking's length at their price per hour, what booking them charges. */
      price: z.number().int(),
    }),
  ),
});
export type OtherProvider = z.infer<typeof otherProvidersOut>['providers'][number];

export const bookAnotherInput = z.object({
  providerId: z.string().min(1).max(100),
  idempotencyKey: z.uuid(apiMessages.badRequest).meta({
    description: 'Generated once per click: a retry with the same key answers 200 with the first booking.',
  }),
});
export type BookAnotherInput = z.infer<typeof bookAnotherInput>;
