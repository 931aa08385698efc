import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rateLimited } from '../../openapi/answers';
import { exportAccount } from './export';

export const EXPORT_FILE_NAME = 'mis-datos-limpiahogar.zip';

export default async function accountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // 'Descargar mis datos' (Seguridad, both panels).
  app.get(
    '/api/account/export',
    {
      schema: {
        response: {
          200: {
            description: 'A ZIP of JSON files (and the profile photo) with everything held about the person.',
            content: { 'application/zip': { schema: z.string() } },
          },
        },
      },
      config: { errors: rateLimited('from this account or this IP address') },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await app.limitPerAccount(request, app.limits.dataExport, userId);
      const zip = await exportAccount(db, userId, app.clock.now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
}
