import { describe, expect, it } from 'vitest';
import { renewIntervalMs, type SessionInfo } from './session';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const session = (expiresAt: string): SessionInfo => ({
  session: { id: 's1', expiresAt },
  user: { id: 'u1', email: 'ana@example.com', name: 'Ana', userType: 'client', twoFactorEnabled: false },
});

describe('renewIntervalMs', () => {
  it('does not poll without a session', () => {
    expect(renewIntervalMs(null, NOW)).toBe(false);
  });

  it('reads the session at least every five minutes', () => {
    expect(renewIntervalMs(session('2026-03-08T12:00:00Z'), NOW)).toBe(5 * 60_000);
  });

  it('reads it a minute before it expires when that comes sooner', () => {
    expect(renewIntervalMs(session('2026-03-01T12:03:00Z'), NOW)).toBe(2 * 60_000);
  });

  it('never polls more often than every ten seconds, even for a session about to end', () => {
    expect(renewIntervalMs(session('2026-03-01T12:00:30Z'), NOW)).toBe(10_000);
  });
});
