import type { Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';
import { toServices } from '#server/modules/service-views';

/** The `{ service }` most of these routes answer: the service as this person sees it after the change. */
export async function serviceAnswer(db: Database, job: JobRow, viewerId: string, now: Date) {
  const [service] = await toServices(db, [job], viewerId, now);
  return { service: service! };
}
