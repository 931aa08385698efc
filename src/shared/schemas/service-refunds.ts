import { z } from 'zod';

/** A refund an operator sends by bank transfer (an OXXO payment cannot be refunded at the store). */
export const serviceRefundOut = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  title: z.string(),
  /** Centavos. */
  amount: z.number().int(),
  /** 'owed': waiting for the customer's CLABE; 'requested': to transfer now. */
  status: z.enum(['owed', 'requested']),
  clabe: z.string().nullable(),
  holder: z.string().nullable(),
  customerEmail: z.string(),
  createdAt: z.string(),
  requestedAt: z.string().nullable(),
});
export type ServiceRefundRow = z.infer<typeof serviceRefundOut>;
export const serviceRefundsOut = z.object({ refunds: z.array(serviceRefundOut) });
