import { count, eq } from 'drizzle-orm';
import { applicationsRemaining } from '../../../shared/domain/plans';
import type { ProviderOverview } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { providerServices } from '../../db/schema';
import { countApplicationsThisMonth } from '../applications/service';
import { countNearby, providerArea } from '../requests/nearby';
import { findActiveSubscription, toSubscription } from '../subscriptions/service';
import { getProviderProfile } from './profile';

export async function getOverview(db: Database, providerId: string): Promise<ProviderOverview> {
  const now = new Date();
  const [subscription, used, area, services, profile] = await Promise.all([
    findActiveSubscription(db, providerId, now),
    countApplicationsThisMonth(db, providerId, now),
    providerArea(db, providerId),
    db.select({ value: count() }).from(providerServices).where(eq(providerServices.providerId, providerId)),
    getProviderProfile(db, providerId),
  ]);
  return {
    subscription: subscription && toSubscription(subscription),
    applicationsThisMonth: used,
    applicationsRemaining: applicationsRemaining(subscription?.planType, used),
    openRequestsInArea: area ? await countNearby(db, area) : null,
    checklist: {
      plan: subscription !== null,
      area: area !== null,
      services: (services[0]?.value ?? 0) > 0,
      profile: profile.displayName.length > 0 && profile.phone.length > 0,
    },
  };
}
