import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey } from './idempotency-key';

const uuid = z.uuid();

describe('idempotency key', () => {
  it('is a UUID the server accepts, new each time', () => {
    const first = newIdempotencyKey();
    expect(uuid.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is still a version 4 UUID without randomUUID (plain HTTP is not a secure context)', () => {
    const insecure = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as unknown as Crypto;
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey(insecure)).not.toBe(key);
  });
});
