import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import {
  AGREED_STATUSES,
  allowedActions,
  checkTransition,
  isIn,
  isPartyAction,
  serviceMoments,
  UPCOMING_STATUSES,
} from '#shared/domain/service-lifecycle';
import { decodeCursor, encodeCursor, type PageCursor } from '#shared/schemas/cursor';
import { SERVICES_PAGE_SIZE, type Service, type ServicesQuery } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { jobs, profiles, reviews, serviceRequests, type JobRow } from '#server/db/schema';
import { noneOf, oneOf } from '#server/db/schema/sql-helpers';
import { directAmountsOf } from '#server/domain/charges';
import { findProviderCards } from '#server/modules/directory';
import { stateOf } from '#server/modules/jobs';
import { shortName } from '#shared/names';
import { addressOf } from '#server/modules/profiles';
import { cardStates, type CardPaymentState } from '#server/modules/payments';

const cardOf = (payment: CardPaymentState | undefined) =>
  payment ? { ...payment, payBy: payment.payBy.toISOString() } : null;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// A page's keyset: the services after (soonest first) or before (latest first) the cursor's start and id.
function keyset(cursor: PageCursor, direction: 'after' | 'before') {
  const at = sql`timestamptz 'epoch' + ${cursor.us.toString()}::bigint * interval '1 microsecond'`;
  return direction === 'after'
    ? sql`(${jobs.scheduledAt}, ${jobs.id}) > (${at}, ${cursor.id}::uuid)`
    : sql`(${jobs.scheduledAt}, ${jobs.id}) < (${at}, ${cursor.id}::uuid)`;
}

/** How a list is read: the panel reads what is ahead whole; the API (`paged`) reads every list a page at a time. */
export interface ListOptions {
  paged?: boolean;
  /** The next page of a soonest-first list (`paged` only): the last answer's nextCursor. */
  after?: string;
}

/**
 * The services this person is a party to, as customer or as provider: those still ahead or under way (soonest
 * first, a page at a time from `after`), those that ended (latest first, a page at a time from `before`), those
 * of a month (a day either side in UTC, which covers every Mexican zone; the page files each on its local day),
 * or all of them, soonest first. With `paged`, the list of all is a page of SERVICES_PAGE_SIZE too.
 */
export async function listMyServices(
  db: Database,
  userId: string,
  now: Date,
  { when, month, before, after: upcomingAfter }: ServicesQuery = {},
  { paged = false, after = upcomingAfter }: ListOptions = {},
): Promise<{ services: Service[]; nextCursor: string | null }> {
  const party = or(eq(jobs.customerId, userId), eq(jobs.providerId, userId));
  const scope =
    when === 'upcoming'
      ? oneOf(jobs.status, UPCOMING_STATUSES)
      : when === 'past'
        ? noneOf(jobs.status, UPCOMING_STATUSES)
        : month
          ? monthRange(month)
          : undefined;
  const latestFirst = when === 'past';
  // A busy provider has hundreds of services ahead: each answer reads a page of them, never all (issue 32).
  if (!latestFirst && (month || !(paged || when === 'upcoming'))) {
    const rows = await db
      .select()
      .from(jobs)
      .where(and(party, scope))
      .orderBy(asc(jobs.scheduledAt), asc(jobs.id));
    return { services: await toServices(db, rows, userId, now), nextCursor: null };
  }
  const cursor = decodeCursor(latestFirst ? before : after);
  const order = latestFirst ? [desc(jobs.scheduledAt), desc(jobs.id)] : [asc(jobs.scheduledAt), asc(jobs.id)];
  // Each side's page read in its own index order ((customer_id | provider_id, scheduled_at, id), the upcoming
  // ones in their partial indexes) and the two merged: an OR of the sides would read and sort every service of
  // the person's whole history for each page.
  const side = (column: typeof jobs.customerId | typeof jobs.providerId) =>
    db
      .select()
      .from(jobs)
      .where(
        and(eq(column, userId), scope, cursor ? keyset(cursor, latestFirst ? 'before' : 'after') : undefined),
      )
      .orderBy(...order)
      .limit(SERVICES_PAGE_SIZE + 1);
  const page = await unionAll(side(jobs.customerId), side(jobs.providerId))
    .orderBy(...order)
    .limit(SERVICES_PAGE_SIZE + 1);
  const rows = page.slice(0, SERVICES_PAGE_SIZE);
  const last = rows.at(-1);
  const nextCursor =
    page.length > SERVICES_PAGE_SIZE && last
      ? encodeCursor({ us: BigInt(last.scheduledAt.getTime()) * 1000n, id: last.id })
      : null;
  return { services: await toServices(db, rows, userId, now), nextCursor };
}

function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, number - 1, 1) - DAY_MS);
  const to = new Date(Date.UTC(year, number, 1) + DAY_MS);
  return and(gte(jobs.scheduledAt, from), lt(jobs.scheduledAt, to));
}

type Person = { fullName: string | null; phone: string | null } | undefined;

/**
 * What an agreed service tells each party of the other. The provider: the customer's full name and the address
 * and phone the service was agreed with (the service's own copy). The customer: the provider's phone.
 */
function contactFor(row: JobRow, viewer: 'customer' | 'provider', customer: Person, other: Person) {
  const address = addressOf(row);
  return viewer === 'provider'
    ? { name: customer?.fullName ?? null, phone: row.contactPhone, address }
    : { name: null, phone: other?.phone ?? null, address };
}

/** The services as `viewerId`, one of the two parties of each, reads them. */
export async function toServices(
  db: Database,
  rows: JobRow[],
  viewerId: string,
  now: Date,
): Promise<Service[]> {
  const people = [...new Set(rows.flatMap((row) => [row.customerId, row.providerId]))];
  const requestIds = rows.map((row) => row.requestId);
  const [cards, contacts, requests, written, cardPayments, owedDirectly] = await Promise.all([
    findProviderCards(
      db,
      rows.map((row) => row.providerId),
      now,
    ),
    people.length === 0
      ? []
      : db
          .select({ id: profiles.id, fullName: profiles.fullName, phone: profiles.phone })
          .from(profiles)
          .where(inArray(profiles.id, people)),
    requestIds.length === 0
      ? []
      : db
          .select({
            id: serviceRequests.id,
            description: serviceRequests.description,
            planId: serviceRequests.planId,
          })
          .from(serviceRequests)
          .where(inArray(serviceRequests.id, requestIds)),
    rows.length === 0
      ? []
      : db
          .select({ jobId: reviews.jobId, authorRole: reviews.authorRole })
          .from(reviews)
          .where(
            inArray(
              reviews.jobId,
              rows.map((row) => row.id),
            ),
          ),
    cardStates(
      db,
      rows.filter((row) => GATEWAY_METHODS.has(row.paymentMethod)).map((row) => row.id),
    ),
    // Paid online, with approved extra time owed to the provider directly: 'Confirmar pago recibido' for it.
    directAmountsOf(
      db,
      rows.filter((row) => GATEWAY_METHODS.has(row.paymentMethod)).map((row) => row.id),
    ),
  ]);
  const reviewed = new Set(written.map((row) => `${row.jobId}:${row.authorRole}`));
  const person = new Map(contacts.map((row) => [row.id, row]));
  const details = new Map(requests.map((row) => [row.id, row]));
  const role = (row: JobRow) => (row.customerId === viewerId ? ('customer' as const) : ('provider' as const));
  return rows.map((row) => {
    const other = person.get(row.customerId === viewerId ? row.providerId : row.customerId);
    return {
      id: row.id,
      requestId: row.requestId,
      status: row.status,
      title: row.title,
      description: details.get(row.requestId)?.description ?? '',
      serviceId: row.serviceId,
      planId: details.get(row.requestId)?.planId ?? null,
      scheduledAt: row.scheduledAt.toISOString(),
      durationMinutes: row.durationMinutes,
      endsAt: new Date(row.scheduledAt.getTime() + row.durationMinutes * MINUTE_MS).toISOString(),
      answerBy: row.status === 'pending' ? serviceMoments(stateOf(row)).bookingDeadline!.toISOString() : null,
      timeZone: row.timeZone,
      location: row.location,
      price: row.price,
      paymentMethod: row.paymentMethod,
      provider: cards.get(row.providerId)!,
      customer: { name: shortName(person.get(row.customerId)?.fullName) },
      contact: isIn(AGREED_STATUSES, row.status)
        ? contactFor(row, role(row), person.get(row.customerId), other)
        : null,
      ownContact: role(row) === 'customer' ? { address: addressOf(row), phone: row.contactPhone } : null,
      actions: allowedActions(
        { ...stateOf(row), owesProviderDirectly: owedDirectly.has(row.id) },
        role(row),
        now,
      ).filter(isPartyAction),
      canReview: checkTransition(
        {
          ...stateOf(row),
          customerReviewed: reviewed.has(`${row.id}:customer`),
          providerReviewed: reviewed.has(`${row.id}:provider`),
        },
        'leave_review',
        role(row),
        now,
      ).ok,
      doneAt: row.doneAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelledBy: row.cancelledBy,
      leftOut: row.leftOutAt !== null,
      cancellationFee: row.cancellationFee,
      paymentConfirmed: row.paymentConfirmedAt !== null,
      problem: row.problem,
      providerStatement: row.providerStatement,
      settledAmount: row.settledAmount,
      noShow: row.noShowAt
        ? {
            reportedAt: row.noShowAt.toISOString(),
            contestBy: serviceMoments(stateOf(row)).contestClose!.toISOString(),
            settled: row.noShowSettledAt !== null,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      card: cardOf(cardPayments.get(row.id)),
    };
  });
}
