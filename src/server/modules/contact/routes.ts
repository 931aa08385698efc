import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInput } from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { emailNotVerified, mergeAnswers, rateLimited } from '../../openapi/answers';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { receiveContactMessage } from './service';

const contactOut = z.object({ ok: z.literal(true) });

interface ContactRoutesOptions {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
  limit: RateLimitRule;
}

export default async function contactRoutes(
  app: FastifyInstance,
  { db, mailer, supportEmail, limit }: ContactRoutesOptions,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: { body: contactInput, response: { 201: contactOut } },
      config: { errors: mergeAnswers(emailNotVerified, rateLimited('from this account or this IP address')) },
    },
    async (request, reply) => {
      await app.rateLimit(request, limit);
      // A filled honeypot is a bot: answer exactly like a success so it learns nothing, and keep nothing.
      if (request.body.website) {
        request.log.info('contact honeypot filled; message dropped');
      } else {
        await receiveContactMessage({ db, mailer, supportEmail, log: request.log }, request.body);
      }
      return reply.code(201).send({ ok: true });
    },
  );
}
