import { randomUUID } from 'node:crypto';
import { get, signedIn, type MatrixContext, type MatrixRow } from './matrix-row';
import { call, type ActorName, type Call } from './world';

// 'Mensajes' (issue 31): client A's conversation with provider A about the open request (world.ts). Only those
// two read or write it; client B and provider B are answered 404, as for a conversation that does not exist.
const PARTIES = { guest: 401, client: 200, otherClient: 404, provider: 200, otherProvider: 404 };

const onConversation =
  (method: Call['method'], path: string, body?: () => unknown) =>
  ({ world }: MatrixContext): Call => ({
    method,
    url: `/api/conversations/${world.conversationId}${path}`,
    body: body?.(),
  });

export const CONVERSATIONS_MATRIX: MatrixRow[] = [
  {
    // Opening it again answers it (200); provider B names provider A, who is not them.
    route: 'POST /api/conversations',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/conversations',
      body: { requestId: world.openRequestId, providerId: world.actors.provider.id },
    }),
    expect: PARTIES,
  },
  { route: 'GET /api/conversations', request: get('/api/conversations'), expect: signedIn(200) },
  { route: 'GET /api/conversations/:id', request: onConversation('GET', ''), expect: PARTIES },
  {
    route: 'GET /api/conversations/:id/messages',
    request: onConversation('GET', '/messages'),
    expect: PARTIES,
  },
  {
    // A new message each call (a fresh clientId): 201 for either side.
    route: 'POST /api/conversations/:id/messages',
    request: onConversation('POST', '/messages', () => ({ body: 'Hola', clientId: randomUUID() })),
    expect: { ...PARTIES, client: 201, provider: 201 } satisfies Record<ActorName, number>,
  },
  {
    // A photo uploaded to it each call (unattached until sent): 201 for either side.
    route: 'POST /api/conversations/:id/photos',
    request: ({ world, png }) => ({
      method: 'POST',
      url: `/api/conversations/${world.conversationId}/photos`,
      payload: png,
      contentType: 'image/png',
    }),
    expect: { ...PARTIES, client: 201, provider: 201 } satisfies Record<ActorName, number>,
  },
  {
    // Client A's photo, sent in a message just before: only the two sides see it.
    route: 'GET /api/conversations/:id/photos/:photoId',
    request: async ({ app, world, png }) => {
      const url = `/api/conversations/${world.conversationId}`;
      const upload = {
        method: 'POST',
        url: `${url}/photos`,
        payload: png,
        contentType: 'image/png',
      } as const;
      const { photo } = (await call(app, world.actors.client, upload)).json() as {
        photo: { id: string; url: string };
      };
      await call(app, world.actors.client, {
        method: 'POST',
        url: `${url}/messages`,
        body: { clientId: randomUUID(), photoIds: [photo.id] },
      });
      return { method: 'GET', url: photo.url };
    },
    expect: PARTIES,
  },
  {
    route: 'POST /api/conversations/:id/seen',
    request: onConversation('POST', '/seen', () => ({ upTo: 1 })),
    expect: PARTIES,
  },
  {
    // 'Reportar conversación': either side's first report is made (201); a third person's is 404.
    route: 'POST /api/conversations/:id/reports',
    request: onConversation('POST', '/reports', () => ({ reason: 'spam' })),
    expect: { ...PARTIES, client: 201, provider: 201 } satisfies Record<ActorName, number>,
  },
];
