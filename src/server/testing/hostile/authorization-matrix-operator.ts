import { operatorsOnly, reads, SOME_UUID, type MatrixRow } from './matrix-row';
import type { Call } from './world';

// The operator's console: nobody of the world is an operator, so every route refuses every one of them alike.

/** A step on something of the console that does not exist: refused before anyone looks for it. */
const step = (route: string, url: string, body?: unknown): MatrixRow => ({
  route,
  request: (): Call => ({ method: 'POST', url, body }),
  expect: operatorsOnly,
});

export const OPERATOR_MATRIX: MatrixRow[] = [
  ...reads(operatorsOnly, ['/api/operator/me', '/api/operator/summary', '/api/operator/users?q=ana']),
  {
    route: 'GET /api/operator/users/:id',
    request: ({ world }) => ({ method: 'GET', url: `/api/operator/users/${world.actors.client.id}` }),
    expect: operatorsOnly,
  },
  ...(['suspend', 'reinstate'] as const).map((action): MatrixRow => ({
    route: `POST /api/operator/users/:id/${action}`,
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/operator/users/${world.actors.otherClient.id}/${action}`,
      body: { reason: 'Prueba de permisos.' },
    }),
    expect: operatorsOnly,
  })),
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
  ...(['hide', 'restore', 'dismiss'] as const).map((action) =>
    step(
      `POST /api/operator/moderation/:type/:id/${action}`,
      `/api/operator/moderation/review/${SOME_UUID}/${action}`,
      action === 'hide' ? { reason: 'Lenguaje ofensivo.' } : undefined,
    ),
  ),
  ...reads(operatorsOnly, ['/api/operator/verifications']),
  {
    route: 'GET /api/operator/verifications/:id/documents/:kind',
    request: ({ world }) => ({
      method: 'GET',
      url: `/api/operator/verifications/${world.actors.provider.id}/documents/id`,
    }),
    expect: operatorsOnly,
  },
  ...(['approve', 'reject'] as const).map((action): MatrixRow => ({
    route: `POST /api/operator/verifications/:id/${action}`,
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/operator/verifications/${world.actors.provider.id}/${action}`,
      body: { reason: 'Documento ilegible.' },
    }),
    expect: operatorsOnly,
  })),
];
