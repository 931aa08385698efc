import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationOut,
  conversationParams,
  conversationsOut,
  messagesOut,
  messagesQuery,
  openConversationInput,
  seenInput,
  seenOut,
  sendMessageInput,
  sentMessageOut,
} from '#shared/schemas/conversations';
import type { Database } from '#server/db/client';
import { readConversations, type ConversationView } from './read';
import { conversationOf, markSeen, openConversation, readMessages, sendMessage } from './service';

const NOT_YOURS = { NOT_FOUND: 'no conversation with this id has this person as one of its two sides' };
const RATE_LIMITED = { RATE_LIMITED: 'too many of these by this account (or address) in the window' };

/** A conversation's header as its page reads it: the view without what only the server and the list use. */
function headerOf({
  role: _role,
  otherId: _otherId,
  lastMessage: _last,
  lastActivityAt: _at,
  ...conversation
}: ConversationView) {
  return { conversation };
}

// 'Mensajes' (issue 31), server side: a customer and a provider talk about a request, a service or a plan. Only
// the two may read or write a conversation; anyone else is answered 404, as for one that does not exist.
export default async function conversationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireUser;

  routes.post(
    '/api/conversations',
    {
      schema: { body: openConversationInput, response: { 200: conversationOut, 201: conversationOut } },
      config: {
        errors: {
          404: { NOT_FOUND: 'no request (with this provider) or plan this person may talk about' },
          429: RATE_LIMITED,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      const me = request.user!.id;
      const now = app.clock.now();
      // Counted before it is known to be new, and given back when it was not: only new ones count.
      const hit = await app.limitPerAccount(request, app.limits.conversation, me);
      const opened = await openConversation(db, me, request.body, now);
      if (!opened.created) await hit.refund();
      reply.code(opened.created ? 201 : 200);
      return headerOf(await conversationOf(db, me, opened.id, now));
    },
  );

  routes.get(
    '/api/conversations',
    { schema: { response: { 200: conversationsOut } }, preValidation },
    async (request) => {
      const conversations = await readConversations(db, request.user!.id);
      return { conversations, unread: conversations.reduce((total, one) => total + one.unread, 0) };
    },
  );

  routes.get(
    '/api/conversations/:id',
    {
      schema: { params: conversationParams, response: { 200: conversationOut } },
      config: { errors: { 404: NOT_YOURS } },
      preValidation,
    },
    async (request) =>
      headerOf(await conversationOf(db, request.user!.id, request.params.id, app.clock.now())),
  );

  routes.get(
    '/api/conversations/:id/messages',
    {
      schema: { params: conversationParams, querystring: messagesQuery, response: { 200: messagesOut } },
      config: { errors: { 404: NOT_YOURS } },
      preValidation,
    },
    async (request) => {
      const me = request.user!.id;
      const view = await conversationOf(db, me, request.params.id, app.clock.now());
      return readMessages(db, view, me, request.query);
    },
  );

  routes.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        params: conversationParams,
        body: sendMessageInput,
        response: { 200: sentMessageOut, 201: sentMessageOut },
      },
      config: {
        errors: {
          403: { ACCOUNT_SUSPENDED: 'the sender’s account was suspended' },
          404: NOT_YOURS,
          409: {
            CONVERSATION_CLOSED: 'read-only: 30 days went by since its service ended',
            PHOTO_NOT_AVAILABLE:
              'a photoId is not the sender’s own unattached photo of this conversation: nothing was saved',
          },
          429: RATE_LIMITED,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      const me = request.user!.id;
      const hit = await app.limitPerAccount(request, app.limits.message, me);
      const sent = await sendMessage(db, me, request.params.id, request.body, app.clock.now());
      // The same message sent again (a retry) does not count.
      if (!sent.created) await hit.refund();
      reply.code(sent.created ? 201 : 200);
      return { message: sent.message };
    },
  );

  routes.post(
    '/api/conversations/:id/seen',
    {
      schema: { params: conversationParams, body: seenInput, response: { 200: seenOut } },
      config: { errors: { 404: NOT_YOURS } },
      preValidation,
    },
    async (request) => {
      const me = request.user!.id;
      const now = app.clock.now();
      const view = await conversationOf(db, me, request.params.id, now);
      return markSeen(db, view, me, request.body.upTo, now);
    },
  );
}
