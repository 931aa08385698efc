import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';

// What accepting an offer needs to know of money, said in jobs' own words: payments implements it
// (payments/ledger/ask-payment.ts) and app.ts passes it to the routes, so jobs imports no payments file.

/** The terms a service is about to be agreed on, as the way to pay is judged by them. */
export interface ServiceTerms {
  method: PaymentMethod;
  providerId: string;
  scheduledAt: Date;
  price: number;
  now: Date;
}

/** The payment a service agreed to be paid online asks of its customer, once the service exists. */
export interface AgreedPayment {
  /** In the transaction that made the service: the payment asked, and the timer that waits for it. */
  ask(tx: Database, job: JobRow, now: Date): Promise<void>;
}

export interface PaymentTerms {
  /**
   * In the transaction that agrees the service, before it is made: throws the refusal (409) of a way to pay
   * that cannot be agreed here (no gateway takes it, nor the provider's account, OXXO's limits); else the
   * payment to ask, or null for a way paid to the provider directly (cash, transfer).
   */
  agree(tx: Database, terms: ServiceTerms): Promise<AgreedPayment | null>;
}
