import { z } from 'zod';

/**
 * 'Cobros': whether services can be paid online here, and the provider's payout account at the gateway:
 * 'incomplete' (Stripe's registration not finished), 'review' (sent, Stripe is checking it), 'restricted'
 * (Stripe needs more, see `disabledReason`), 'enabled' (takes cards and pays out).
 */
export const payoutsOut = z.object({
  available: z.boolean(),
  account: z
    .object({
      status: z.enum(['incomplete', 'review', 'restricted', 'enabled']),
      chargesEnabled: z.boolean(),
      payoutsEnabled: z.boolean(),
      disabledReason: z.string().nullable(),
    })
    .nullable(),
});
export type Payouts = z.infer<typeof payoutsOut>;

/** A page of the gateway's to send the provider to (valid for minutes: made on each click). */
export const payoutLinkOut = z.object({ url: z.url() });
