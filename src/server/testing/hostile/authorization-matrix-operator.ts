import { operatorsOnly, reads, SOME_UUID, type MatrixRow } from './matrix-row';
import type { Call, World } from './world';

// The operator's console: nobody of the world is an operator, so every route refuses every one of them alike.

/** A step on something of the console that does not exist: refused before anyone looks for it. */
const step = (route: string, url: string, body?: unknown): MatrixRow => ({
  route,
  request: (): Call => ({ method: 'POST', url, body }),
  expect: operatorsOnly,
});

/** A call of the console about a person of the world (whose id `url` reads), refused alike. */
const aboutPerson = (route: string, url: (world: World) => string, body?: unknown): MatrixRow => ({
  route,
  request: ({ world }): Call => ({ method: route.split(' ')[0] as Call['method'], url: url(world), body }),
  expect: operatorsOnly,
});

export const OPERATOR_MATRIX: MatrixRow[] = [
  ...reads(operatorsOnly, ['/api/operator/me', '/api/operator/summary', '/api/operator/users?q=ana']),
  ...reads(operatorsOnly, ['/api/operator/recurring-plans/unreliable']),
  aboutPerson('GET /api/operator/users/:id', ({ actors }) => `/api/operator/users/${actors.client.id}`),
  ...(['suspend', 'reinstate'] as const).map((action) =>
    aboutPerson(
      `POST /api/operator/users/:id/${action}`,
      ({ actors }) => `/api/operator/users/${actors.otherClient.id}/${action}`,
      { reason: 'Prueba de permisos.' },
    ),
  ),
  ...reads(operatorsOnly, ['/api/operator/disputes', '/api/operator/service-refunds']),
  step('POST /api/operator/service-refunds/:id/sent', `/api/operator/service-refunds/${SOME_UUID}/sent`, {
    reason: 'Transferencia enviada desde el banco',
  }),
  step('POST /api/operator/disputes/:serviceId/resolve', `/api/operator/disputes/${SOME_UUID}/resolve`, {
    outcome: 'keep',
    reason: 'Prueba de permisos.',
  }),
  ...reads(operatorsOnly, ['/api/operator/contact-messages']),
  step(
    'POST /api/operator/contact-messages/:id/handled',
    `/api/operator/contact-messages/${SOME_UUID}/handled`,
  ),
  step('POST /api/operator/contact-messages/:id/reply', `/api/operator/contact-messages/${SOME_UUID}/reply`, {
    body: 'Hola.',
  }),
  ...reads(operatorsOnly, ['/api/operator/audit', '/api/operator/arco', '/api/operator/payments']),
  ...(['confirm', 'reject'] as const).map((action) =>
    step(
      `POST /api/operator/payments/:id/${action}`,
      `/api/operator/payments/${SOME_UUID}/${action}`,
      action === 'reject' ? { reason: 'No llegó la transferencia.' } : {},
    ),
  ),
  ...reads(operatorsOnly, ['/api/operator/moderation?kind=review&status=visible']),
  // Reported conversations, the world's included: none of its people reads them (an operator reads only reported
  // ones: modules/conversation-reports' tests sign one in).
  ...reads(operatorsOnly, ['/api/operator/conversations?status=open']),
  aboutPerson(
    'GET /api/operator/conversations/:id',
    (world) => `/api/operator/conversations/${world.conversationId}`,
  ),
  aboutPerson(
    'GET /api/operator/conversations/:id/photos/:photoId',
    (world) => `/api/operator/conversations/${world.conversationId}/photos/${SOME_UUID}`,
  ),
  aboutPerson(
    'POST /api/operator/conversations/:id/messages/:messageId/hide',
    (world) => `/api/operator/conversations/${world.conversationId}/messages/1/hide`,
    { reason: 'Pide pagos fuera de LimpiaHogar.' },
  ),
  aboutPerson(
    'POST /api/operator/conversations/:id/resolve',
    (world) => `/api/operator/conversations/${world.conversationId}/resolve`,
    { reason: 'Revisada.' },
  ),
  ...(['hide', 'restore', 'dismiss'] as const).map((action) =>
    step(
      `POST /api/operator/moderation/:type/:id/${action}`,
      `/api/operator/moderation/review/${SOME_UUID}/${action}`,
      action === 'hide' ? { reason: 'Lenguaje ofensivo.' } : undefined,
    ),
  ),
  ...reads(operatorsOnly, ['/api/operator/verifications']),
  aboutPerson(
    'GET /api/operator/verifications/:id/documents/:kind',
    ({ actors }) => `/api/operator/verifications/${actors.provider.id}/documents/id`,
  ),
  ...(['approve', 'reject'] as const).map((action) =>
    aboutPerson(
      `POST /api/operator/verifications/:id/${action}`,
      ({ actors }) => `/api/operator/verifications/${actors.provider.id}/${action}`,
      { reason: 'Documento ilegible.' },
    ),
  ),
];
