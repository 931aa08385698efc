import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verificationMessages } from '#shared/verification-messages';
import { approveInput, pendingVerificationsOut, reasonInput } from '#shared/schemas/operator';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  documentParams,
  MAX_DOCUMENT_BYTES,
  submitVerificationInput,
  verificationOut,
} from '#shared/schemas/verification';
import type { Database } from '#server/db/client';
import { mergeAnswers, rateLimited, twoFactorRequired } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { MAX_DOCUMENT_PIXELS, prepareDocument } from './documents';
import {
  decideVerification,
  getVerification,
  listPendingVerifications,
  readDocument,
  saveDocument,
  submitVerification,
} from './service';

const MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
const tooLarge = () => new AppError(413, 'DOCUMENT_TOO_LARGE', verificationMessages.documentTooLarge);
const wrongType = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', verificationMessages.documentType);
const declaredType = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() as
    (typeof DOCUMENT_TYPES)[number] | undefined;

// Type and size are judged from the headers before a byte of the body is read; the bytes are checked after.
async function checkDocumentHeaders(request: FastifyRequest) {
  const type = declaredType(request);
  if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type)) throw wrongType();
  if (Number(request.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES) throw tooLarge();
}

const LOCKED = {
  409: { VERIFICATION_LOCKED: 'the request is under review or approved: nothing changes now' },
};
const idKindParams = z.object({ id: z.string().max(100), kind: z.enum(DOCUMENT_KINDS) });

// 'Verificación' (provider panel) and the console's Verificaciones. The documents are private: no public URL,
// only the provider's own list of what they sent and the operators' route that streams them.
export default async function verificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.requireRole('provider');
  const operator = operatorGuard(app, db);
  // Counted once the account is known and before the body is read, so a flood of bad files stops too.
  const limitUploads = async (request: FastifyRequest) => {
    await app.limitPerAccount(request, app.limits.documentUpload, request.user!.id);
  };

  routes.get(
    '/api/provider/verification',
    { schema: { response: { 200: verificationOut } }, preValidation: provider },
    async (request) => getVerification(db, request.user!.id),
  );

  routes.post(
    '/api/provider/verification',
    {
      schema: { body: submitVerificationInput, response: { 200: verificationOut } },
      config: {
        errors: {
          409: {
            ...LOCKED[409],
            DOCUMENTS_MISSING: 'the official ID or the proof of address is not uploaded yet',
          },
        },
      },
      preValidation: provider,
    },
    async (request) =>
      submitVerification(db, request.user!.id, { adult: true, rfc: request.body.rfc }, app.clock.now()),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...DOCUMENT_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/provider/verification/documents/:kind',
      {
        schema: {
          params: documentParams,
          consumes: [...DOCUMENT_TYPES],
          body: z.instanceof(Buffer).meta({
            type: 'string',
            format: 'binary',
            maxLength: MAX_DOCUMENT_BYTES,
            description: `The file itself (JPEG, PNG, WebP or PDF), at most ${MB} MB.`,
          }),
          response: { 200: verificationOut },
        },
        bodyLimit: MAX_DOCUMENT_BYTES,
        config: {
          errors: mergeAnswers(LOCKED, rateLimited('from this account or this IP address'), {
            413: {
              DOCUMENT_TOO_LARGE: `the file is over ${MB} MB`,
              DOCUMENT_TOO_MANY_PIXELS: `the image's header declares more than ${MAX_DOCUMENT_PIXELS / 1e6} megapixels (it is not decoded)`,
            },
            415: {
              UNSUPPORTED_MEDIA_TYPE: `the Content-Type is not one of ${DOCUMENT_TYPES.join(', ')}`,
              DOCUMENT_UNREADABLE:
                'the bytes are not what the Content-Type says, or not a readable image or PDF',
            },
          }),
        },
        onRequest: [provider, limitUploads, checkDocumentHeaders],
      },
      async (request) => {
        const type = declaredType(request);
        if (!Buffer.isBuffer(request.body) || !type) throw wrongType();
        const document = await prepareDocument(type, request.body);
        return saveDocument(
          db,
          app.storage,
          request.user!.id,
          request.params.kind,
          document,
          app.clock.now(),
        );
      },
    );
  });

  routes.get(
    '/api/operator/verifications',
    {
      schema: { response: { 200: pendingVerificationsOut } },
      config: {
        errors: twoFactorRequired,
      },
      preValidation: operator,
    },
    async () => ({ verifications: await listPendingVerifications(db, app.clock.now()) }),
  );

  // The document itself, for operators only and once sent for review, each opening written to the audit log:
  // never cached, never sniffed, never run as a page. Binary, so the untyped route: the schema documents it and
  // validates the parameters.
  app.get<{ Params: z.infer<typeof idKindParams> }>(
    '/api/operator/verifications/:id/documents/:kind',
    {
      schema: {
        params: idKindParams,
        response: {
          200: {
            description: 'The document as stored: a JPEG image or a PDF.',
            content: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { schema: z.string() }])),
          },
        },
      },
      config: {
        errors: {
          ...twoFactorRequired,
          404: { NOT_FOUND: 'the provider has no document of this kind sent for review' },
        },
      },
      preValidation: operator,
    },
    async (request, reply) => {
      const document = await readDocument(db, app.storage, request.params.id, request.params.kind, {
        actor: operatorActor(request),
        now: app.clock.now(),
      });
      return reply
        .type(document.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="${request.params.kind}.${document.contentType === 'application/pdf' ? 'pdf' : 'jpg'}"`,
        )
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(document.content);
    },
  );

  for (const approve of [true, false]) {
    routes.post(
      `/api/operator/verifications/:id/${approve ? 'approve' : 'reject'}`,
      {
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: approve ? approveInput : reasonInput,
          response: { 200: verificationOut },
        },
        config: {
          errors: {
            ...twoFactorRequired,
            404: { NOT_FOUND: 'the provider never asked to be verified' },
            409: { NOT_PENDING: 'the request was already decided' },
          },
        },
        preValidation: operator,
      },
      async (request) => {
        const verification = await decideVerification(db, request.params.id, {
          approve,
          reason: request.body.reason ?? null,
          actor: operatorActor(request),
          now: app.clock.now(),
        });
        app.tasks.wake();
        return verification;
      },
    );
  }
}
