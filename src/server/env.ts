import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '#shared/api-keys';
import { DEFAULT_SUPPORT_EMAIL } from '#shared/company';
import { isValidClabe } from '#shared/domain/clabe';
import {
  DEFAULT_PASSWORD_HASH_COST,
  isPasswordHashCost,
  MAX_PASSWORD_HASH_COST,
  MIN_PASSWORD_HASH_COST,
} from './auth/password-hash';

const PASSWORD_HASH_COST_MESSAGE = `PASSWORD_HASH_COST debe ser una potencia de 2 entre ${MIN_PASSWORD_HASH_COST} y ${MAX_PASSWORD_HASH_COST}`;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // The same database without a transaction-mode pooler (PgBouncer) in between: live events LISTEN on one
    // session of their own, which a pooler would hand to others. Unset, DATABASE_URL.
    DATABASE_DIRECT_URL: optionalUrl,
    // 'transaction' when DATABASE_URL is PgBouncer in transaction mode: queries go as unnamed statements (a named
    // one does not outlive its transaction there before PgBouncer 1.21) and migrations use DATABASE_DIRECT_URL.
    DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
    // A streaming replica for the read-only lists and the nearby search; whoever wrote in the last
    // DATABASE_READ_AFTER_WRITE_SECONDS reads from the primary (src/server/plugins/read-replica.ts).
    DATABASE_READ_URL: optionalUrl,
    DATABASE_READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres').optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('LimpiaHogar <no-responder@limpiahogar.mx>'),
    SUPPORT_EMAIL: z.email('SUPPORT_EMAIL debe ser un correo electrónico').default(DEFAULT_SUPPORT_EMAIL),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    // Failed sign-ins (and other guesses) per account, and from one IP, in each window.
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    // E-mails to one address per hour from sign-up, password reset and verification.
    MAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
    // Requests and bookings per account per hour (offers: six times as many); five times that per IP.
    WRITE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    // Uploads of each kind (verification documents, the profile photo) per account per hour, failed ones
    // included; ten times that per IP.
    UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    // Conversations (issue 31): new ones an account may open per hour, and messages it may send per minute;
    // five times each per IP.
    CONVERSATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Messages to support through the contact form from one IP per hour.
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
    // Requests one API key (/api/v1) may make per minute.
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
    // scrypt's cost for new password hashes (a power of two): each doubling doubles the time a guess takes, and
    // the server's CPU per sign-up and sign-in. Below the default only for tests (refused in production).
    PASSWORD_HASH_COST: z.coerce
      .number({ error: PASSWORD_HASH_COST_MESSAGE })
      .refine(isPasswordHashCost, { error: PASSWORD_HASH_COST_MESSAGE })
      .default(DEFAULT_PASSWORD_HASH_COST),
    // How long a validated session is trusted without asking the database again; 0 turns the cache off.
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    // A browser key restricted to this site's origin: it is served to the browser by /api/config.
    GOOGLE_MAPS_API_KEY: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .optional(),
    GEOCODER_URL: optionalUrl,
    // How often the task worker looks for due work; what this process enqueues runs at once anyway.
    TASK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    // How often each instance writes the views and appearances it buffered ('Estadísticas'); a crash loses these.
    ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
    // A comment line on each open live stream (GET /api/live) this often, so proxies keep it open.
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(60_000).default(15_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // GET /metrics (Prometheus) answers only `Authorization: Bearer <this>`; unset, it answers 404 to everyone
    // and nothing is measured. A long random value (openssl rand -hex 32), as any password.
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(32, 'METRICS_TOKEN debe tener al menos 32 caracteres').optional())
      .optional(),
    // How provider plans are paid: 'immediate' (activated on request, no money moves; refused in production),
    // 'transfer' (SPEI to the account below, confirmed by an operator in Pagos manuales) or 'online' (through
    // the gateway configured below). Default: online when a gateway is configured, else transfer in
    // production and immediate elsewhere.
    PLAN_PAYMENTS: z.enum(['immediate', 'transfer', 'online']).optional(),
    // Stripe (card and SPEI through Stripe Billing): all three, from the Stripe dashboard, or none.
    STRIPE_SECRET_KEY: z.string().trim().startsWith('sk_', 'STRIPE_SECRET_KEY empieza con sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY empieza con pk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET empieza con whsec_')
      .optional(),
    // Local testing only (refused in production): a server that speaks Stripe's API in its place, such as
    // stripe-mock or the journeys' stand-in (tests/e2e/support/stripe-api.ts), e.g. http://127.0.0.1:12111.
    STRIPE_API_URL: optionalUrl.refine(
      (value) => value === undefined || /^https?:$/.test(new URL(value).protocol),
      'STRIPE_API_URL debe ser una URL http o https',
    ),
    // Mercado Pago (subscriptions paid on its own page): both, from the application in Tus integraciones, or
    // none. The access token is the application's (APP_USR-…, or TEST-… for older test credentials); the
    // secret is the webhooks' "clave secreta" that signs each notification.
    MERCADOPAGO_ACCESS_TOKEN: z
      .string()
      .trim()
      .regex(/^(APP_USR|TEST)-/, 'MERCADOPAGO_ACCESS_TOKEN empieza con APP_USR- o TEST-')
      .optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    // Services paid by card into each provider's own Mercado Pago account (marketplace OAuth): the
    // application's Client ID and Client secret, and its public key for the browser's card form. All three (with
    // the two above), or none.
    MERCADOPAGO_CLIENT_ID: z.string().trim().regex(/^\d+$/, 'MERCADOPAGO_CLIENT_ID es un número').optional(),
    MERCADOPAGO_CLIENT_SECRET: z.string().trim().min(1).optional(),
    MERCADOPAGO_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^(APP_USR|TEST)-/, 'MERCADOPAGO_PUBLIC_KEY empieza con APP_USR- o TEST-')
      .optional(),
    // Local testing only (refused in production): a server that speaks Mercado Pago's API in its place.
    MERCADOPAGO_API_URL: optionalUrl.refine(
      (value) => value === undefined || /^https?:$/.test(new URL(value).protocol),
      'MERCADOPAGO_API_URL debe ser una URL http o https',
    ),
    // Facturapi (CFDI 4.0 through a PAC): a test or live secret key; unset, paid plans get our own receipt only.
    FACTURAPI_KEY: z.string().trim().min(1).optional(),
    // Local testing only: a server that speaks Facturapi's API (refused in production).
    FACTURAPI_URL: optionalUrl,
    BANK_TRANSFER_CLABE: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .refine(
        (value) => value === undefined || isValidClabe(value),
        'BANK_TRANSFER_CLABE no es una CLABE válida',
      )
      .optional(),
    BANK_TRANSFER_BANK: z.string().trim().min(1).optional(),
    BANK_TRANSFER_BENEFICIARY: z.string().trim().min(1).optional(),
    // Browser journeys only: routes under /api/test/ that move a service's times into the past and, with Stripe
    // configured, a stand-in for Stripe.js that pays through the journeys' stand-in API. Never in production
    // (refused below).
    // Files (message photos, verification documents) go to this S3-compatible bucket when the four S3_* below
    // are set (src/server/storage); otherwise to the database (stored_files).
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    // Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want; false: in the host.
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    E2E_TEST_HOOKS: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.E2E_TEST_HOOKS) {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_TEST_HOOKS'],
        message: 'E2E_TEST_HOOKS no puede activarse en producción',
      });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `PASSWORD_HASH_COST no puede ser menor que ${DEFAULT_PASSWORD_HASH_COST} en producción`,
      });
    }
    for (const key of ['STRIPE_API_URL', 'MERCADOPAGO_API_URL', 'FACTURAPI_URL'] as const)
      if (env.NODE_ENV === 'production' && env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} es solo para pruebas locales: no puede usarse en producción`,
        });
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const stripeSet = stripeKeys.filter((key) => env[key]);
    if (stripeSet.length > 0 && stripeSet.length < stripeKeys.length)
      for (const key of stripeKeys)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} falta: Stripe necesita las tres claves`,
          });
    const mercadoPagoKeys = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;
    const mercadoPagoSet = mercadoPagoKeys.filter((key) => env[key]);
    if (mercadoPagoSet.length === 1)
      for (const key of mercadoPagoKeys)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} falta: Mercado Pago necesita el access token y la clave secreta de webhooks`,
          });
    const marketplaceKeys = [
      'MERCADOPAGO_CLIENT_ID',
      'MERCADOPAGO_CLIENT_SECRET',
      'MERCADOPAGO_PUBLIC_KEY',
    ] as const;
    const marketplaceSet = marketplaceKeys.filter((key) => env[key]);
    if (marketplaceSet.length > 0)
      for (const key of [...marketplaceKeys, ...mercadoPagoKeys])
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} falta: los servicios con Mercado Pago necesitan las cinco variables MERCADOPAGO_*`,
          });
    const planPayments = defaultPlanPayments(env);
    if (
      planPayments === 'online' &&
      stripeSet.length < stripeKeys.length &&
      mercadoPagoSet.length < mercadoPagoKeys.length
    )
      ctx.addIssue({
        code: 'custom',
        path: ['PLAN_PAYMENTS'],
        message: 'PLAN_PAYMENTS=online necesita una pasarela configurada (STRIPE_* o MERCADOPAGO_*)',
      });
    if (env.NODE_ENV === 'production' && planPayments === 'immediate') {
      ctx.addIssue({
        code: 'custom',
        path: ['PLAN_PAYMENTS'],
        message: 'PLAN_PAYMENTS=immediate regala los planes: no puede usarse en producción',
      });
    }
    if (planPayments === 'transfer') {
      for (const key of ['BANK_TRANSFER_CLABE', 'BANK_TRANSFER_BANK', 'BANK_TRANSFER_BENEFICIARY'] as const)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} es obligatorio para cobrar los planes por transferencia`,
          });
    }
    const s3Keys = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3Keys.some((key) => env[key]))
      for (const key of s3Keys)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} falta: el almacenamiento S3 necesita las cuatro variables S3_*`,
          });
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'DATABASE_READ_URL necesita DATABASE_URL: una réplica es de PostgreSQL',
      });
    if (env.DATABASE_POOLER === 'transaction' && !env.DATABASE_DIRECT_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message:
          'DATABASE_DIRECT_URL es obligatorio con DATABASE_POOLER=transaction (migraciones y eventos en vivo)',
      });
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET es obligatorio en producción',
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'APP_URL' | 'AUTH_SECRET' | 'PLAN_PAYMENTS'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  PLAN_PAYMENTS: 'immediate' | 'transfer' | 'online';
};

function defaultPlanPayments(env: {
  PLAN_PAYMENTS?: Env['PLAN_PAYMENTS'];
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string;
  MERCADOPAGO_ACCESS_TOKEN?: string;
}): Env['PLAN_PAYMENTS'] {
  if (env.PLAN_PAYMENTS) return env.PLAN_PAYMENTS;
  if (env.STRIPE_SECRET_KEY || env.MERCADOPAGO_ACCESS_TOKEN) return 'online';
  return env.NODE_ENV === 'production' ? 'transfer' : 'immediate';
}

export class EnvError extends Error {
  override name = 'EnvError';
}

// Parsed once at start-up; a bad value stops the process with a message naming the variable.
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`).origin;
  return {
    ...env,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    PLAN_PAYMENTS: defaultPlanPayments(env),
    AUTH_SECRET: env.AUTH_SECRET ?? localAuthSecret(dataDir),
  };
}

// Outside production a secret is generated once and kept beside the data, so sessions survive restarts.
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
