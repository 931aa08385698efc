import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markReadInput, markReadOut, notificationsOut } from '#shared/schemas/notifications';
import type { Database } from '#server/db/client';
import { listNotifications, markRead, unreadCount } from './notify';

/** How many the bell's list shows: the latest; older ones stay in the e-mails and on each page. */
export const NOTIFICATIONS_SHOWN = 20;

export default async function notificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/notifications',
    { schema: { response: { 200: notificationsOut } }, preValidation: app.requireUser },
    async (request) => {
      const { items, unread } = await listNotifications(db, request.user!.id, NOTIFICATIONS_SHOWN);
      return {
        unread,
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
      };
    },
  );

  routes.post(
    '/api/notifications/read',
    {
      schema: { body: markReadInput, response: { 200: markReadOut } },
      config: { errors: { 400: { VALIDATION: 'upTo missing or not an ISO instant' } } },
      preValidation: app.requireUser,
    },
    async (request) => {
      const userId = request.user!.id;
      await markRead(db, userId, new Date(request.body.upTo), app.clock.now());
      return { unread: await unreadCount(db, userId) };
    },
  );
}
