import { z } from 'zod';
import { API_KEY_NAME_MAX, API_SCOPES } from '#shared/api-keys';
import { apiKeyMessages } from '#shared/api-key-messages';
import { textField } from './text-field';

/** 'Crear clave': a name to recognise it by and at least one scope, each named once. */
export const apiKeyInput = z.object({
  name: textField(1, API_KEY_NAME_MAX, apiKeyMessages.nameRequired, apiKeyMessages.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES, apiKeyMessages.scopeUnknown), apiKeyMessages.scopesRequired)
    .min(1, apiKeyMessages.scopesRequired)
    .max(API_SCOPES.length)
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

/** A key as its list shows it: never its secret, only the first characters ('lh_live_abcd'). */
export const apiKeyOut = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** ISO instants; lastUsedAt is kept to the minute (a key in use is written at most once a minute). */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeyOut>;

export const apiKeysOut = z.object({
  /** Whether the provider's plan in force includes the API (Empresarial): keys work and can be created. */
  enabled: z.boolean(),
  /** Newest first; revoked keys stay on the list. */
  keys: z.array(apiKeyOut),
});
export type ApiKeys = z.infer<typeof apiKeysOut>;

/** The one answer that carries the secret: shown once, never stored in the clear. */
export const createdApiKeyOut = z.object({ key: apiKeyOut, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeyOut>;

export const apiKeyResponse = z.object({ key: apiKeyOut });
export const apiKeyParams = z.object({ id: z.string().max(100) });
