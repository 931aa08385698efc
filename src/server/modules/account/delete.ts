import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { OPEN_STATUSES, serviceStillOpen } from '#shared/domain/service-lifecycle';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import { accountMessages } from '#shared/account-messages';
import { serviceMessages } from '#shared/service-messages';
import type { ArcoKind, ArcoOutcome } from '#shared/operator-messages';
import type { ArcoRequest } from '#shared/schemas/operator';
import { rowsOf, type Database } from '#server/db/client';
import {
  accounts,
  apiKeys,
  arcoRequests,
  contentReports,
  favouriteProviders,
  fiscalProfiles,
  jobs,
  notifications,
  operators,
  profiles,
  providerDaysOff,
  providerSchedules,
  providerWorkingHours,
  providerLogos,
  providerPhotos,
  providerProfiles,
  providerServices,
  providerVerifications,
  requestApplications,
  serviceRequests,
  sessions,
  subscriptions,
  tasks,
  twoFactors,
  usedTotpCodes,
  users,
  verificationDocuments,
  verifications,
} from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { ConflictError, DomainError } from '#server/domain/errors';
import { stateOf, takeStep } from '#server/modules/jobs';
import { unsettledCharges } from '#server/modules/money';
import { endOnlinePlansOf, cancelPendingPlan } from '#server/modules/subscriptions';
import { endPlansOf } from '#server/modules/recurring';
import { offerReceivedKey } from '#server/modules/applications';
import { eraseMessagesOf, takeMessagePhotosOf } from '#server/modules/conversations';
import { deleteFiles, type Storage } from '#server/storage';
import { eraseContact } from './erase-contact';

// 'Eliminar mi cuenta' (LFPDPPP, right of cancellation). The account row stays, emptied, because services,
// charges and reviews the other party and the accounting still need point at it; everything that identifies
// the person is erased or replaced by 'Usuario eliminado', and nobody can sign in to it again.

// Services that may keep an account alive (serviceStillOpen decides): agreed, done, in dispute, or a no-show whose
// fee is not settled yet.
const OPEN = or(
  oneOf(jobs.status, OPEN_STATUSES),
  and(eq(jobs.status, 'cancelled'), isNotNull(jobs.noShowAt), isNull(jobs.noShowSettledAt)),
);

/** Where the erased e-mail goes: unique per account, on a domain that can never receive mail (RFC 2606). */
export const deletedEmail = (userId: string) =>
  `eliminado-${userId.toLowerCase()}@usuarios-eliminados.invalid`;

/** One line of the ARCO log: which right, for whom, when, and how it ended. */
export async function recordArco(
  db: Database,
  entry: { userId: string; kind: ArcoKind; outcome: ArcoOutcome; detail?: string; at: Date },
) {
  await db.insert(arcoRequests).values({ ...entry, detail: entry.detail ?? '' });
}

async function refuseWhileBusy(tx: Database, userId: string, now: Date) {
  const busy = (
    await tx
      .select()
      .from(jobs)
      .where(and(or(eq(jobs.customerId, userId), eq(jobs.providerId, userId)), OPEN))
      .orderBy(jobs.scheduledAt)
  ).filter((job) => serviceStillOpen(stateOf(job), now));
  if (busy.length === 0) return;
  const services = busy
    .map(
      (job) =>
        `«${job.title}» (${formatDateTimeIn(job.scheduledAt.toISOString(), job.timeZone)}, ${
          job.status === 'cancelled' ? serviceMessages.noShowContestable : serviceMessages.status[job.status]
        })`,
    )
    .join('; ');
  throw new ConflictError('SERVICES_IN_PROGRESS', accountMessages.blocked.replace('{services}', services));
}

/**
 * Money still owed either way in cash or by transfer (unsettledCharges, the rule Pagos and Ganancias read): the
 * customer pays the provider, who confirms it. The provider is held too: once either account is gone nobody can
 * confirm the payment, and the charge would stay 'Pendiente' for ever in the other party's books.
 */
async function refuseWhileOwing(tx: Database, userId: string, now: Date) {
  for (const viewer of ['customer', 'provider'] as const) {
    const charges = await unsettledCharges(tx, userId, viewer, now);
    if (charges.length === 0) continue;
    const debts = charges
      .map((charge) =>
        (viewer === 'customer' ? accountMessages.debtToPay : accountMessages.debtToCollect)
          .replace('{title}', charge.title)
          .replace('{date}', formatDateTimeIn(charge.date, charge.timeZone))
          .replace('{fee}', charge.kind === 'cancellation' ? accountMessages.cancellationFee : '')
          // Of a service paid online, only approved extra time its payment did not cover is owed by hand.
          .replace('{amount}', formatMoney(charge.direct?.amount ?? charge.amount))
          .replace('{name}', charge.otherName),
      )
      .join('; ');
    const message = viewer === 'customer' ? accountMessages.owes : accountMessages.owed;
    throw new ConflictError('MONEY_OWED', message.replace('{debts}', debts));
  }
}

/** A booking still waiting for its answer ends as either side would end it: withdrawn, or declined. */
async function endPendingBookings(tx: Database, userId: string, now: Date) {
  const pending = await tx
    .select({ id: jobs.id, customerId: jobs.customerId })
    .from(jobs)
    .where(and(or(eq(jobs.customerId, userId), eq(jobs.providerId, userId)), eq(jobs.status, 'pending')));
  for (const job of pending) {
    try {
      await takeStep(tx, job.id, {
        action: job.customerId === userId ? 'cancel_by_customer' : 'decline_booking',
        userId,
        now,
      });
    } catch (error) {
      // Its deadline passed meanwhile: the scheduler declines it.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}

/**
 * Erases the account in one transaction, its profile locked. Refused (and logged) while a service is still open
 * (serviceStillOpen: confirmed, done, in dispute, or a no-show that can still be contested), so that what a
 * dispute needs is kept until it closes; and while money is owed either way in cash or by transfer
 * (refuseWhileOwing). The caller checked the password (and the two-factor code).
 */
export async function deleteAccount(
  db: Database,
  storage: Storage,
  userId: string,
  now: Date,
): Promise<void> {
  // The files of the rows deleted (message photos, identity documents), deleted once the deletion committed.
  const files: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ email: profiles.email, fullName: profiles.fullName, deletedAt: profiles.deletedAt })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      if (!profile || profile.deletedAt) return;
      await refuseWhileBusy(tx, userId, now);
      await refuseWhileOwing(tx, userId, now);
      // Their recurring plans end, on either side, and the other side is told (issue 30); before their bookings
      // end, so that a plan's first visit ending does not first make the plan declined or cancelled.
      await endPlansOf(tx, userId, now);
      await endPendingBookings(tx, userId, now);

      const [provider] = await tx
        .select({ displayName: providerProfiles.displayName })
        .from(providerProfiles)
        .where(eq(providerProfiles.providerId, userId));
      const email = deletedEmail(userId);
      const name = accountMessages.deletedName;

      // What others see of them from now on.
      await tx
        .update(serviceRequests)
        .set({ status: 'cancelled' })
        .where(and(eq(serviceRequests.customerId, userId), eq(serviceRequests.status, 'open')));
      await eraseContact(tx, userId);
      // What they wrote in conversations: 'Mensaje eliminado' for the other side.
      await eraseMessagesOf(tx, userId);
      files.push(...(await takeMessagePhotosOf(tx, userId)));
      const withdrawn = await tx
        .update(requestApplications)
        .set({ status: 'withdrawn' })
        .where(and(eq(requestApplications.providerId, userId), eq(requestApplications.status, 'pending')))
        .returning({ id: requestApplications.id });
      // An e-mail announcing one of those offers, not sent yet, would offer what no longer exists: it goes too.
      if (withdrawn.length > 0)
        await tx.delete(tasks).where(
          and(
            inArray(
              tasks.dedupeKey,
              withdrawn.map((offer) => offerReceivedKey(offer.id)),
            ),
            isNull(tasks.doneAt),
          ),
        );
      await endOnlinePlansOf(tx, userId, now);
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled' })
        .where(and(eq(subscriptions.providerId, userId), eq(subscriptions.status, 'active')));
      await cancelPendingPlan(tx, userId, now);
      // Their names in the other party's bell.
      for (const shown of [provider?.displayName?.trim(), profile.fullName?.trim()]) {
        if (!shown || shown.length < 3) continue;
        await tx.execute(sql`update notifications
          set title = replace(title, ${shown}, ${name}), body = replace(body, ${shown}, ${name})
          where user_id <> ${userId} and (title like ${`%${shown}%`} or body like ${`%${shown}%`})`);
      }

      // The person: their data, their ways in, their own lists.
      await tx
        .update(profiles)
        .set({
          email,
          fullName: name,
          phone: null,
          address: null,
          addressInterior: null,
          addressColonia: null,
          addressReferences: null,
          lat: null,
          lng: null,
          formattedAddress: null,
          precision: null,
          notifyOffers: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(profiles.id, userId));
      await tx
        .update(providerProfiles)
        .set({ displayName: name, bio: '', notifyNewRequests: false, updatedAt: now })
        .where(eq(providerProfiles.providerId, userId));
      await tx
        .update(users)
        .set({ email, name: '', image: null, emailVerified: false, twoFactorEnabled: false, updatedAt: now })
        .where(eq(users.id, userId));
      for (const table of [sessions, accounts, twoFactors, usedTotpCodes])
        await tx.delete(table).where(eq(table.userId, userId));
      // Their ID and proof of address too: identity papers are the most personal data held.
      const documents = await tx
        .select({ storageKey: verificationDocuments.storageKey })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.providerId, userId));
      files.push(...documents.map((document) => document.storageKey));
      // Their photo and logo: the public images go with the rest.
      for (const table of [providerPhotos, providerLogos]) {
        const images = await tx
          .select({ storageKey: table.storageKey })
          .from(table)
          .where(eq(table.providerId, userId));
        files.push(...images.map((image) => image.storageKey));
      }
      for (const table of [
        providerPhotos,
        providerLogos,
        providerServices,
        providerSchedules,
        providerWorkingHours,
        providerDaysOff,
        verificationDocuments,
        providerVerifications,
        apiKeys,
      ])
        await tx.delete(table).where(eq(table.providerId, userId));
      // The profile row stays (anonymised), so its fiscal data would not cascade away: erased here.
      await tx.delete(fiscalProfiles).where(eq(fiscalProfiles.profileId, userId));
      await tx.delete(contentReports).where(eq(contentReports.reporterId, userId));
      // Their favourites, and their place in customers' favourites: the profile row stays, so nothing cascades.
      await tx
        .delete(favouriteProviders)
        .where(or(eq(favouriteProviders.customerId, userId), eq(favouriteProviders.providerId, userId)));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(operators).where(eq(operators.userId, userId));
      await tx
        .delete(verifications)
        .where(
          or(
            eq(verifications.value, userId),
            eq(sql`lower(${verifications.identifier})`, profile.email.toLowerCase()),
          ),
        );
      // Anything keyed or addressed by the old e-mail: contact messages, e-mails waiting, rate limits.
      const old = profile.email.toLowerCase();
      await tx.execute(sql`delete from contact_messages where lower(email) = ${old}`);
      await tx.execute(sql`delete from tasks where lower(payload::text) like ${`%${old}%`}`);
      await tx.execute(
        sql`delete from rate_limits where lower(key) like ${`%${old}%`} or key like ${`%${userId}%`}`,
      );
      await recordArco(tx, { userId, kind: 'cancellation', outcome: 'completed', at: now });
    });
  } catch (error) {
    if (error instanceof DomainError)
      await recordArco(db, {
        userId,
        kind: 'cancellation',
        outcome: 'refused',
        detail: error.message,
        at: now,
      });
    throw error;
  }
  await deleteFiles(storage, files);
}

/** The ARCO log for the console, newest first, each person named by their account's e-mail now. */
export async function listArcoRequests(db: Database, limit = 200): Promise<ArcoRequest[]> {
  const rows = rowsOf<{
    seq: number | string;
    user_id: string;
    email: string | null;
    kind: ArcoKind;
    outcome: ArcoOutcome;
    detail: string;
    at: Date | string;
  }>(
    await db.execute(sql`select a.seq, a.user_id, u.email, a.kind, a.outcome, a.detail, a.at
      from arco_requests a left join users u on u.id = a.user_id order by a.seq desc limit ${limit}`),
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    userId: row.user_id,
    email: row.email ?? deletedEmail(row.user_id),
    kind: row.kind,
    outcome: row.outcome,
    detail: row.detail,
    at: new Date(row.at).toISOString(),
  }));
}
