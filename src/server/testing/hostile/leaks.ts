import { expect } from 'vitest';

// better-auth stores scrypt as `<salt: 32 hex>:<key: 128 hex>` (@better-auth/utils/password); the others
// are the usual self-describing formats, in case the hasher ever changes.
const HASHES = [/[0-9a-f]{32}:[0-9a-f]{128}/i, /\$(scrypt|argon2(id|i|d)?|2[aby])\$/];
// The accounts table keeps the hash in a column named `password`.
const SECRET_KEYS = /^(password|password_?hash|hashed_?password|hash)$/i;

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
  return [];
}

/**
 * A response body carries none of a customer's private contact details (their exact address, phone, full
 * name): what only the customer and, from acceptance, the provider they chose may read.
 */
export function expectNoContact(body: string, secrets: readonly string[], where: string) {
  for (const secret of secrets) expect(body, `${where} shows «${secret}»`).not.toContain(secret);
}

/** A response body shows no password hash and no password field, whatever the endpoint. */
export function expectNoSecrets(body: string) {
  for (const pattern of HASHES) expect(body, `hash-like text in ${body.slice(0, 200)}`).not.toMatch(pattern);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  expect(keysOf(parsed).filter((key) => SECRET_KEYS.test(key))).toEqual([]);
}
