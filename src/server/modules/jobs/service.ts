import { asc, eq, or } from 'drizzle-orm';
import type { Service } from '../../../shared/schemas/services';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { findProviderCards } from '../provider/public-card';
import type { JobRow } from './accept';

/** The services this person is a party to, as customer or as provider, soonest first. */
export async function listMyServices(db: Database, userId: string): Promise<Service[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(or(eq(jobs.customerId, userId), eq(jobs.providerId, userId)))
    .orderBy(asc(jobs.scheduledAt), asc(jobs.id));
  return toServices(db, rows);
}

export async function toServices(db: Database, rows: JobRow[]): Promise<Service[]> {
  const cards = await findProviderCards(
    db,
    rows.map((row) => row.providerId),
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    status: row.status,
    title: row.title,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    scheduledAt: row.scheduledAt.toISOString(),
    timeZone: row.timeZone,
    location: row.location,
    price: row.price,
    paymentMethod: row.paymentMethod,
    provider: cards.get(row.providerId)!,
    createdAt: row.createdAt.toISOString(),
  }));
}
