import { eq, sql } from 'drizzle-orm';
import { cardPayBy } from '#shared/domain/card-payment';
import { rowsOf, type Database } from '#server/db/client';
import { profiles, type JobRow } from '#server/db/schema';
import { onlineInstructionsNotice } from '#server/mail/templates/service-online-payment';
import { notifyUser } from '#server/modules/notifications';
import type { BankInstructions, OxxoVoucher } from '#server/modules/payments/gateways';

// What the gateway said about a SPEI or OXXO payment, kept on its `payments` row and told to the customer once:
// the CLABE and reference (SPEI), or the voucher (OXXO). Called from the page that asked for it, the task that
// asks it when the service is agreed, and the webhooks, in any order.

export interface Instructions {
  externalId: string;
  bank: BankInstructions | null;
  voucher: OxxoVoucher | null;
}

/** Records the instructions of a payment still waiting, and e-mails them the first time. */
export async function recordInstructions(
  tx: Database,
  payment: { id: string; created_at: string | Date },
  job: JobRow,
  { externalId, bank, voucher }: Instructions,
  now: Date,
) {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`update payments set gateway_reference = ${externalId},
      bank_clabe = coalesce(${bank?.clabe ?? null}, bank_clabe),
      bank_reference = coalesce(${bank?.reference ?? null}, bank_reference),
      amount_remaining = coalesce(${bank?.amountRemaining ?? null}::int, amount_remaining),
      voucher_number = coalesce(${voucher?.number ?? null}, voucher_number),
      voucher_expires_at = coalesce(${voucher?.expiresAt.toISOString() ?? null}::timestamptz, voucher_expires_at),
      voucher_url = coalesce(${bank?.url ?? voucher?.url ?? null}, voucher_url)
    where id = ${payment.id} and status = 'pending' returning id`),
  );
  if (!row || (!bank && !voucher)) return;
  const [customer] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, job.customerId));
  if (!customer) return;
  const mail = {
    title: job.title,
    method: voucher ? ('oxxo' as const) : ('spei' as const),
    amount: bank?.amountRemaining ?? job.price,
    clabe: bank?.clabe ?? null,
    reference: bank?.reference ?? voucher!.number,
    payBy: (voucher?.expiresAt ?? cardPayBy(job.scheduledAt, new Date(payment.created_at))).toISOString(),
    timeZone: job.timeZone,
    url: bank?.url ?? voucher?.url ?? null,
  };
  await notifyUser(tx, {
    userId: job.customerId,
    template: 'service-payment-instructions',
    notice: onlineInstructionsNotice(mail),
    email: { to: customer.email, ...mail },
    // Once per payment: a partial transfer updates what is missing without another e-mail.
    dedupeKey: `service-payment-instructions:${payment.id}`,
    now,
  });
}
