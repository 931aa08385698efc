import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, passwordHasher } from './password-hash';

describe('password hashes', () => {
  it('verifies what better-auth stored before the cost could be set, and refuses a wrong password', async () => {
    const stored = await hashPassword('secreta123');
    const hasher = passwordHasher(1_024);
    expect(await hasher.verify({ hash: stored, password: 'secreta123' })).toBe(true);
    expect(await hasher.verify({ hash: stored, password: 'secreta124' })).toBe(false);
  });

  it('stores the default cost as better-auth does, and any other cost beside the key', async () => {
    const standard = await passwordHasher(DEFAULT_PASSWORD_HASH_COST).hash('secreta123');
    expect(standard).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const cheap = await passwordHasher(1_024).hash('secreta123');
    expect(cheap).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}:1024$/);
    // Whatever the setting is now, each hash is checked at the cost it was made with.
    const hasher = passwordHasher(DEFAULT_PASSWORD_HASH_COST);
    expect(await hasher.verify({ hash: cheap, password: 'secreta123' })).toBe(true);
    expect(await passwordHasher(2_048).verify({ hash: standard, password: 'secreta123' })).toBe(true);
  });

  it('normalises the password (NFKC) as better-auth does, so an accent typed either way matches', async () => {
    const hasher = passwordHasher(1_024);
    const hash = await hasher.hash('contraseña');
    expect(await hasher.verify({ hash, password: 'contrasen\u0303a' })).toBe(true);
  });

  it('refuses a damaged hash instead of throwing', async () => {
    const hasher = passwordHasher(1_024);
    const hash = await hasher.hash('secreta123');
    for (const damaged of [
      '',
      'abc',
      `${hash}:1`,
      hash.replace(/:1024$/, ':1000'),
      hash.replace(/:1024$/, ':0'),
    ])
      expect(await hasher.verify({ hash: damaged, password: 'secreta123' })).toBe(false);
    expect(() => passwordHasher(1_000)).toThrowError(/scrypt/);
  });
});
