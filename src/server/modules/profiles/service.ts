import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiMessages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export const profileOut = z.object({
  id: z.string(),
  email: z.string(),
  userType: z.enum(['client', 'provider']),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  serviceRadius: z.number().int(),
});

export async function getOwnProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw new AppError(404, 'NOT_FOUND', apiMessages.notFound);
  return profile;
}
