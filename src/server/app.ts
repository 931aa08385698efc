import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { systemClock, type Clock } from './clock';
import {
  SERVICE_REMINDER,
  sendReminder,
  runServiceTimer,
  SERVICE_TIMER,
  serviceSteps,
} from '#server/modules/jobs';
import {
  type ServiceGateway,
  isMercadoPagoServices,
  MP_TOKEN_REFRESH,
  runTokenRefresh,
  configuredGateways,
  configuredMercadoPagoServices,
  configuredServiceGateway,
  type PaymentGateway,
} from '#server/modules/payments/gateways';
import {
  CARD_AUTHORIZE,
  CARD_DEADLINE,
  CARD_HOLD_RENEWAL,
  CARD_SETTLE,
  ONLINE_START,
  servicePaymentTerms,
  runCardAuthorize,
  runCardHoldRenewal,
  runCardSettle,
  settleCardOnEnd,
  runCardDeadline,
  readStripePayouts,
  servicePaymentRoutes,
  mercadoPagoRoutes,
  onlinePaymentRoutes,
  runOnlineStart,
  paymentWebhookRoutes,
} from '#server/modules/payments';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { AppTesting } from './app-testing';
import { createMailer, type Mailer } from './mail/mailer';
import { EMAIL_TASK, sendEmail } from './mail/outbox';
import { bookingRoutes } from '#server/modules/bookings';
import { jobRoutes } from '#server/modules/service-views';
import { moneyRoutes } from '#server/modules/money';
import { accountRoutes } from '#server/modules/account';
import { apiKeyRoutes } from '#server/modules/api-keys';
import { favouriteRoutes } from '#server/modules/favourites';
import { CONVERSATION_AWAY, conversationRoutes, runAwayMail } from '#server/modules/conversations';
import { conversationReportRoutes } from '#server/modules/conversation-reports';
import {
  followFirstVisit,
  RECURRING_EXTEND,
  RECURRING_PRICE_DEADLINE,
  runPriceDeadline,
  watchReliability,
  recurringRoutes,
  runRecurringExtend,
  scheduleRecurringExtend,
} from '#server/modules/recurring';
import { apiV1Routes } from '#server/modules/api-v1';
import {
  conversationPhotoRoutes,
  expireMessagePhoto,
  MESSAGE_PHOTO_EXPIRY,
} from '#server/modules/conversations';
import { operatorRoutes, startControlSocket, type ControlServer } from '#server/modules/operator';
import { moderationRoutes } from '#server/modules/moderation';
import { verificationRoutes } from '#server/modules/verification';
import { notificationRoutes } from '#server/modules/notifications';
import { publicProviderRoutes } from '#server/modules/directory';
import { reviewRoutes, PUBLISH_REVIEWS, publishReviews } from '#server/modules/reviews';
import { applicationRoutes } from '#server/modules/applications';
import { contactRoutes } from '#server/modules/contact';
import { healthRoutes } from '#server/modules/health';
import { placesRoutes } from '#server/modules/places';
import { profileRoutes } from '#server/modules/profiles';
import { providerLogoRoutes, providerProfileRoutes, providerRoutes } from '#server/modules/provider';
import { notifyProviders, REQUEST_PUBLISHED, requestRoutes } from '#server/modules/requests';
import { seoRoutes } from '#server/modules/seo';
import { siteStatsRoutes, refreshSiteStats, SITE_STATS_REFRESH } from '#server/modules/site-stats';
import {
  subscriptionRoutes,
  applyPlanEvent,
  endAtGateway,
  endGrace,
  PLAN_GATEWAY_END,
  PLAN_GATEWAY_PRICE,
  PLAN_GRACE_END,
  priceAtGateway,
  expireVoucher,
  OXXO_VOUCHER_EXPIRY,
  expireTransfer,
  PLAN_RENEWAL_REMINDER,
  remindRenewal,
  TRANSFER_EXPIRY,
} from '#server/modules/subscriptions';
import {
  invoiceRoutes,
  CFDI_ISSUE,
  facturapiIssuer,
  issueCfdi,
  type CfdiIssuer,
} from '#server/modules/invoices';
import { fiscalRoutes } from '#server/modules/fiscal';
import { liveRoutes } from './live';
import metricsPlugin from './metrics/metrics';
import {
  configuredStorage,
  scheduleFileSweep,
  STORED_FILE_SWEEP,
  sweepStoredFiles,
  type Storage,
} from './storage';
import serviceRoutes from './routes/services';
import authPlugin from './plugins/auth';
import errors, { envelopeForStatus, errorBody } from './plugins/errors';
import methodNotAllowed, { sendMethodNotAllowed } from './plugins/method-not-allowed';
import readReplica from './plugins/read-replica';
import rateLimit from './plugins/rate-limit';
import { contactRateLimit, rateLimits } from './rate-limits';
import openapi from './plugins/openapi';
import { allowedOrigins } from './plugins/allowed-origins';
import { answerClientError } from './plugins/client-error';
import security, { setSecurityHeaders } from './plugins/security';
import { apiMessages } from '#shared/common-messages';
import { loadStaticSite } from './web/static-site';
import { requestSerializer } from './logging';
import { TaskWorker } from './tasks/worker';
import {
  EventRecorder,
  analyticsRoutes,
  ANALYTICS_PRUNE,
  pruneAnalytics,
  scheduleAnalyticsPrune,
} from '#server/modules/analytics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one source of "now" for rules that depend on time; tests move it by hand. */
    clock: Clock;
    /** Runs the outbox and the timers of src/server/tasks: `wake()` after a commit that enqueued. */
    tasks: TaskWorker;
    /** Buffers the views and appearances 'Estadísticas' counts: `flush()` writes them now. */
    analytics: EventRecorder;
    /** Where files' bytes are kept (src/server/storage): the database, or an S3-compatible bucket. */
    storage: Storage;
  }
}

export interface BuildOptions {
  env: Env;
  /** An already-open database (tests share one per file); otherwise opened from env. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Folder of the built web app; unset serves the API only. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** 'auto' (default) polls for due tasks; 'manual' runs them only when `app.tasks.runDue()` is called. */
  tasks?: 'auto' | 'manual';
  /** A Unix socket path where `npm run operator` reaches this server (modules/operator/control.ts). */
  controlSocket?: string;
  /** Online payment gateways; unset, the ones configured in env (STRIPE_*). Tests pass their own. */
  paymentGateways?: PaymentGateway[];
  /** The PAC that issues CFDI; unset, Facturapi when FACTURAPI_KEY is set, else none. */
  cfdiIssuer?: CfdiIssuer | null;
  /**
   * Where services are paid online, in order of preference; unset, Stripe when STRIPE_* are set, then Mercado
   * Pago when all MERCADOPAGO_* are. Tests pass their own.
   */
  serviceGateway?: ServiceGateway | readonly ServiceGateway[] | null;
  /** Where files are kept; unset, the bucket the S3_* variables name, else the database. */
  storage?: Storage;
  /** What a test entry adds (app-testing.ts): stand-ins, test routes, per-request payment settings. */
  testing?: AppTesting;
}

// Registers everything and never listens: server.ts does, tests use app.inject().
export async function buildApp({
  env,
  database,
  mailer,
  webRoot,
  logger,
  clock = systemClock,
  tasks: taskMode = 'auto',
  controlSocket,
  paymentGateways,
  cfdiIssuer,
  serviceGateway,
  testing,
  storage,
}: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL, serializers: { req: requestSerializer } },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Ids are at most 100 characters, and a longer one gets the 404 its route's schema gives (errors.ts); the
    // router's own default of 100 would answer 414 first. No route has a regex parameter this guards.
    routerOptions: { maxParamLength: 1000 },
    // A URL the router cannot decode (bad percent-encoding) gets 400, a parameter past even that length the 404 a
    // malformed id gets; both in the one envelope.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode === 414 ? 404 : 400;
      setSecurityHeaders(request, reply);
      return reply.code(status).send(envelopeForStatus(status));
    },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !database;
  const handle =
    database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, 'pglite'),
      poolSize: env.DATABASE_POOL_SIZE,
      directUrl: env.DATABASE_DIRECT_URL,
      pooler: env.DATABASE_POOLER,
      readUrl: env.DATABASE_READ_URL,
    }));
  const mail =
    mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox'),
      log: app.log,
      clock,
    });
  const tasks = new TaskWorker({ db: handle.db, clock, log: app.log, pollMs: env.TASK_POLL_MS });
  tasks.handle(EMAIL_TASK, sendEmail({ mailer: mail, appUrl: env.APP_URL }));
  tasks.handle(REQUEST_PUBLISHED, notifyProviders);
  tasks.handle(SERVICE_TIMER, runServiceTimer);
  tasks.handle(SERVICE_REMINDER, sendReminder);
  tasks.handle(PUBLISH_REVIEWS, publishReviews);
  tasks.handle(SITE_STATS_REFRESH, refreshSiteStats);
  tasks.handle(ANALYTICS_PRUNE, pruneAnalytics);
  tasks.handle(PLAN_RENEWAL_REMINDER, remindRenewal);
  tasks.handle(TRANSFER_EXPIRY, expireTransfer);
  const cards: readonly ServiceGateway[] =
    serviceGateway === undefined
      ? [
          configuredServiceGateway(env, testing?.scripts),
          configuredMercadoPagoServices(env, handle.db, testing?.scripts),
        ].filter((g) => g !== null)
      : [serviceGateway ?? []].flat();
  const mercadoPago = cards.find(isMercadoPagoServices) ?? null;
  const gateways = paymentGateways ?? configuredGateways(env, clock, mercadoPago, testing?.scripts);
  const stripeConfigured = gateways.some((gateway) => gateway.name === 'stripe');
  tasks.handle(PLAN_GRACE_END, endGrace);
  tasks.handle(PLAN_GATEWAY_END, endAtGateway(gateways));
  tasks.handle(PLAN_GATEWAY_PRICE, priceAtGateway(gateways));
  tasks.handle(OXXO_VOUCHER_EXPIRY, expireVoucher);
  const issuer =
    cfdiIssuer !== undefined
      ? cfdiIssuer
      : env.FACTURAPI_KEY
        ? facturapiIssuer({ apiKey: env.FACTURAPI_KEY, baseUrl: env.FACTURAPI_URL })
        : null;
  tasks.handle(CFDI_ISSUE, issueCfdi(issuer));
  const stripeCards = cards.find((gateway) => gateway.name === 'stripe') ?? null;
  serviceSteps.on('ended', settleCardOnEnd);
  serviceSteps.on('taken', followFirstVisit);
  serviceSteps.on('taken', watchReliability);
  tasks.handle(CARD_DEADLINE, runCardDeadline);
  tasks.handle(CARD_AUTHORIZE, runCardAuthorize(cards));
  tasks.handle(CARD_SETTLE, runCardSettle(cards));
  tasks.handle(CARD_HOLD_RENEWAL, runCardHoldRenewal(cards));
  tasks.handle(ONLINE_START, runOnlineStart(cards));
  tasks.handle(MP_TOKEN_REFRESH, runTokenRefresh(mercadoPago));
  tasks.handle(RECURRING_EXTEND, runRecurringExtend(cards));
  tasks.handle(RECURRING_PRICE_DEADLINE, runPriceDeadline);
  const files = storage ?? configuredStorage(env, handle.db);
  tasks.handle(MESSAGE_PHOTO_EXPIRY, expireMessagePhoto(files));
  tasks.handle(STORED_FILE_SWEEP, sweepStoredFiles(files));
  tasks.handle(CONVERSATION_AWAY, runAwayMail);
  const cardGateway = (request: FastifyRequest) => testing?.cardGateways(request, cards) ?? cards;
  app.decorate('clock', clock);
  app.decorate('tasks', tasks);
  app.decorate('storage', files);
  const analytics = new EventRecorder({
    db: handle.db,
    clock,
    log: app.log,
    flushMs: env.ANALYTICS_FLUSH_MS,
  });
  app.decorate('analytics', analytics);
  // The daily pruning has no reader to book its first run: a worker starting books today's (a no-op once booked).
  if (taskMode === 'auto')
    app.addHook('onReady', async () => {
      await scheduleAnalyticsPrune(handle.db, clock.now());
      await scheduleRecurringExtend(handle.db, clock.now());
      await scheduleFileSweep(handle.db, clock.now());
      tasks.start();
    });
  if (taskMode === 'auto') app.addHook('onReady', async () => analytics.start());
  let control: ControlServer | null = null;
  if (controlSocket)
    app.addHook('onReady', async () => {
      control = await startControlSocket(controlSocket, {
        db: handle.db,
        clock,
        log: app.log,
        database: handle,
      });
    });
  app.addHook('onClose', async () => {
    await control?.close();
    await analytics.stop();
    await tasks.stop();
    mail.close();
    if (!storage) (files as { close?: () => void }).close?.();
    if (ownsDatabase) await handle.close();
  });

  await app.register(errors);
  // First, so its latency hook times every route registered after it.
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN, database: handle, clock });
  await app.register(security, { origins: allowedOrigins(env.APP_URL, env.NODE_ENV === 'production') });
  // API answers are compressed per request (pages come precompressed): brotli quality 1 costs 0.45 ms on a
  // 50 KB nearby answer against 1.2 ms at the default 4, for 9 % more bytes, and compressing in place rather
  // than through a stream saves about 0.4 ms more (measured while preparing npm run load).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    syncThreshold: 512 * 1024,
  });
  // A GET or HEAD carries no body, so its Content-Encoding describes nothing and must not answer 415.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') delete request.headers['content-encoding'];
  });
  await app.register(methodNotAllowed);
  await app.register(openapi);
  await app.register(rateLimit, { db: handle.db, limits: rateLimits(env) });
  await app.register(readReplica, {
    primary: handle.db,
    replica: handle.read,
    clock,
    windowSeconds: env.DATABASE_READ_AFTER_WRITE_SECONDS,
    secure: env.APP_URL.startsWith('https:'),
  });
  await app.register(authPlugin, {
    auth: createAuth({ db: handle.db, env, mailer: mail, log: app.log }),
    env,
    db: handle.db,
    ping: handle.ping,
  });
  await app.register(healthRoutes, { database: handle });
  await app.register(profileRoutes, { db: handle.db });
  await app.register(contactRoutes, {
    db: handle.db,
    mailer: mail,
    supportEmail: env.SUPPORT_EMAIL,
    limit: contactRateLimit(env),
  });
  await app.register(seoRoutes, { appUrl: env.APP_URL, db: handle.db });
  await app.register(siteStatsRoutes, { db: handle.db });
  await app.register(placesRoutes, { env, cardGateway });
  await app.register(paymentWebhookRoutes, { db: handle.db, gateways, applyPlanEvent });
  await app.register(invoiceRoutes, { db: handle.db, supportEmail: env.SUPPORT_EMAIL, issuer });
  await app.register(subscriptionRoutes, {
    db: handle.db,
    mode: env.PLAN_PAYMENTS,
    gateways,
    bank:
      env.BANK_TRANSFER_CLABE && env.BANK_TRANSFER_BANK && env.BANK_TRANSFER_BENEFICIARY
        ? {
            clabe: env.BANK_TRANSFER_CLABE,
            bank: env.BANK_TRANSFER_BANK,
            beneficiary: env.BANK_TRANSFER_BENEFICIARY,
          }
        : null,
    requestSettings: testing?.planPayments,
  });
  await app.register(providerRoutes, { db: handle.db });
  await app.register(providerProfileRoutes, { db: handle.db, storage: files });
  await app.register(providerLogoRoutes, { db: handle.db, storage: files });
  await app.register(requestRoutes, { db: handle.db, cardGateway });
  await app.register(applicationRoutes, { db: handle.db });
  await app.register(bookingRoutes, { db: handle.db, cardGateway });
  await app.register(recurringRoutes, { db: handle.db, cardGateway });
  await app.register(jobRoutes, {
    db: handle.db,
    paymentTerms: (request) => servicePaymentTerms(cardGateway(request)),
  });
  await app.register(servicePaymentRoutes, {
    db: handle.db,
    gateway: stripeCards,
    appUrl: env.APP_URL,
    mercadoPagoOn: mercadoPago !== null,
  });
  await app.register(mercadoPagoRoutes, {
    db: handle.db,
    gateway: mercadoPago,
    appUrl: env.APP_URL,
    readStripe: (providerId) => readStripePayouts(handle.db, providerId, stripeCards?.name ?? null),
  });
  await app.register(onlinePaymentRoutes, { db: handle.db, cardGateway });
  await app.register(serviceRoutes, { db: handle.db, cardGateway, mercadoPago });
  await app.register(reviewRoutes, { db: handle.db });
  await app.register(moneyRoutes, { db: handle.db });
  await app.register(notificationRoutes, { db: handle.db });
  await app.register(accountRoutes, { db: handle.db });
  await app.register(operatorRoutes, { db: handle.db, supportEmail: env.SUPPORT_EMAIL });
  await app.register(verificationRoutes, { db: handle.db });
  await app.register(moderationRoutes, { db: handle.db });
  await app.register(fiscalRoutes, { db: handle.db });
  await app.register(apiKeyRoutes, { db: handle.db });
  await app.register(favouriteRoutes, { db: handle.db });
  await app.register(conversationRoutes, { db: handle.db });
  await app.register(conversationReportRoutes, { db: handle.db });
  await app.register(conversationPhotoRoutes, { db: handle.db, storage: files });
  await app.register(liveRoutes, { database: handle, heartbeatMs: env.LIVE_HEARTBEAT_MS });
  await app.register(analyticsRoutes, { db: handle.db });
  await app.register(apiV1Routes, { db: handle.db, perMinute: env.API_RATE_LIMIT_PER_MINUTE });
  await testing?.register(app, {
    db: handle.db,
    stripe: stripeConfigured,
    mercadoPago: mercadoPago !== null,
  });

  const site = webRoot
    ? loadStaticSite(webRoot, {
        googleMaps: Boolean(env.GOOGLE_MAPS_API_KEY),
        stripe: stripeConfigured,
        // Mercado Pago's brick, only when services can be paid through it.
        mercadoPago: mercadoPago !== null,
      })
    : null;
  await app.register(publicProviderRoutes, { db: handle.db, appUrl: env.APP_URL, site });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (site && isPage) return site.serve(request, reply);
    const allowed = app.allowedMethods(request.url);
    if (allowed.length) return sendMethodNotAllowed(reply, allowed);
    return reply.code(404).send(errorBody('NOT_FOUND', apiMessages.notFound));
  });

  return app;
}
