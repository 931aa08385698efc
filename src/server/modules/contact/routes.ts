import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInput, contactSentOut } from '#shared/schemas/contact';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';
import { emailNotVerified, mergeAnswers, rateLimited } from '#server/openapi/answers';
import type { RateLimitRule } from '#server/rate-limits';
import { contactSent, receiveContactMessage, sentWithPriority } from './service';

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
      schema: { body: contactInput, response: { 201: contactSentOut } },
      config: { errors: mergeAnswers(emailNotVerified, rateLimited('from this account or this IP address')) },
    },
    async (request, reply) => {
      await app.rateLimit(request, limit);
      const now = app.clock.now();
      const priority = await sentWithPriority(db, await app.sessionUserOf(request), now);
      // A filled honeypot is a bot: answer exactly like a success so it learns nothing, and keep nothing.
      if (request.body.website) {
        request.log.info('contact honeypot filled; message dropped');
        return reply.code(201).send(contactSent(now, priority));
      }
      const deps = { db, mailer, supportEmail, log: request.log };
      return reply.code(201).send(await receiveContactMessage(deps, request.body, { priority, now }));
    },
  );
}
