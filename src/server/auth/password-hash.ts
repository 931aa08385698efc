import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The scrypt cost (N) better-auth hashes with by default, and every stored hash without its own cost used. */
export const DEFAULT_PASSWORD_HASH_COST = 16_384;
export const MIN_PASSWORD_HASH_COST = 1_024;
export const MAX_PASSWORD_HASH_COST = 1_048_576;

// better-auth's other parameters, kept so that the hashes it made before this module verify unchanged.
const BLOCK_SIZE = 16;
const PARALLELISM = 1;
const KEY_BYTES = 64;

export const isPasswordHashCost = (cost: number) =>
  Number.isInteger(cost) &&
  cost >= MIN_PASSWORD_HASH_COST &&
  cost <= MAX_PASSWORD_HASH_COST &&
  (cost & (cost - 1)) === 0;

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * Passwords hashed as better-auth does (scrypt, r 16, p 1, 64 bytes, stored as "salt:key" in hex) with the cost
 * N set by PASSWORD_HASH_COST. One at 16,384 takes about 95 ms of a core; the tests hash at 1,024, 16 times less,
 * and production refuses less than the default (env.ts). A hash made at another cost records it ("salt:key:N"),
 * so every stored hash verifies whatever the setting is now.
 */
export function passwordHasher(cost: number) {
  if (!isPasswordHashCost(cost)) throw new Error(`invalid scrypt cost ${cost}`);
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, cost)).toString('hex');
      return cost === DEFAULT_PASSWORD_HASH_COST ? `${salt}:${key}` : `${salt}:${key}:${cost}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key, storedCost, ...rest] = hash.split(':');
      const hashCost = storedCost === undefined ? DEFAULT_PASSWORD_HASH_COST : Number(storedCost);
      if (!salt || !key || rest.length > 0 || !isPasswordHashCost(hashCost)) return false;
      const expected = Buffer.from(key, 'hex');
      const derived = await derive(password, salt, hashCost);
      return expected.length === derived.length && timingSafeEqual(expected, derived);
    },
  };
}
