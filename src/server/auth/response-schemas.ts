import { z } from 'zod';

// What better-auth answers on success, for the OpenAPI document. Strict, so the contract test
// (openapi.test.ts) notices when an upgrade adds or drops a field.

const userOut = z.strictObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  image: z.string().nullable(),
  userType: z.enum(['client', 'provider']),
  twoFactorEnabled: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

// Without its token (responses.ts): the session cookie carries it, and no answer does.
const sessionOut = z.strictObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const status = z.strictObject({ status: z.boolean() });

/** Signed in: the account (the session is in the cookie set beside it). */
export const signedInOut = z.strictObject({ user: userOut });

export const signInOut = z.union([
  z.strictObject({
    redirect: z.boolean(),
    url: z.string().optional(),
    user: userOut,
  }),
  z
    .strictObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) })
    .describe(
      'The account has two-factor authentication: the two-factor cookie is set instead of the session.',
    ),
]);

export const authResponses = {
  signedIn: signedInOut,
  signIn: signInOut,
  signOut: z.strictObject({ success: z.boolean() }),
  session: z
    .strictObject({ session: sessionOut, user: userOut })
    .nullable()
    .describe('null without a session.'),
  sessions: z.array(sessionOut),
  status,
  resetRequested: z.strictObject({ status: z.literal(true), message: z.string() }),
  twoFactorEnabled: z.strictObject({
    method: z.literal('totp'),
    totpURI: z.string(),
    backupCodes: z.array(z.string()),
  }),
  backupCodes: z.strictObject({ status: z.boolean(), backupCodes: z.array(z.string()) }),
};
