import type { Database } from '../../db/client';
import { payments } from '../../db/schema';

export interface ChargeRequest {
  providerId: string;
  subscriptionId: string;
  /** Centavos (MXN). */
  amount: number;
  description: string;
}

export interface ChargeResult {
  paymentId: string;
  status: 'pending' | 'paid' | 'failed';
}

/** Where a real payment provider plugs in. It runs inside the subscription's transaction. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export type PaymentGatewayFactory = (tx: Database) => PaymentGateway;

// No money moves yet (charging is a later issue): the charge is recorded as pending so nothing is lost.
export const pendingPaymentGateway: PaymentGatewayFactory = (tx) => ({
  async charge({ providerId, subscriptionId, amount, description }) {
    const [payment] = await tx
      .insert(payments)
      .values({ providerId, subscriptionId, amount, description, status: 'pending', gateway: 'pending' })
      .returning({ id: payments.id });
    return { paymentId: payment!.id, status: 'pending' };
  },
});
