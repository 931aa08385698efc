import { describe, expect, it } from 'vitest';
import { canServeCustomers, servingState } from './serving';

const now = new Date('2026-12-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('canServeCustomers', () => {
  it('lets an approved provider serve, whatever their grace period', () => {
    for (const graceUntil of [null, at(-1), at(1)])
      expect(canServeCustomers({ verificationApprovedAt: at(-86_400_000), graceUntil }, now)).toBe(true);
  });

  it('lets an unapproved provider serve only before their grace period ends, and never without one', () => {
    const standing = (graceUntil: Date | string | null) => ({ verificationApprovedAt: null, graceUntil });
    expect(canServeCustomers(standing(null), now)).toBe(false);
    expect(canServeCustomers(standing(at(1)), now)).toBe(true);
    expect(canServeCustomers(standing(at(1).toISOString()), now)).toBe(true);
    expect(canServeCustomers(standing(now), now)).toBe(false);
    expect(canServeCustomers(standing(at(-1)), now)).toBe(false);
  });
});

describe('servingState', () => {
  it('tells verified, in grace and required apart', () => {
    expect(servingState({ verificationApprovedAt: now, graceUntil: null }, now)).toBe('verified');
    expect(servingState({ verificationApprovedAt: null, graceUntil: at(1) }, now)).toBe('grace');
    expect(servingState({ verificationApprovedAt: null, graceUntil: at(-1) }, now)).toBe('required');
  });
});
