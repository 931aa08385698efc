import { describe, expect, it } from 'vitest';
import { addOneMonth, applicationsRemaining, isRenewable, monthWindow } from './plans';

describe('monthWindow', () => {
  it('starts and ends the month at midnight in Mexico City (UTC-6)', () => {
    const { start, end } = monthWindow(new Date('2026-03-15T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-01T06:00:00.000Z');
  });

  it('counts the evening of the last day in the old month even when it is already the 1st in UTC', () => {
    const { start } = monthWindow(new Date('2026-05-01T03:00:00Z')); // 30 April, 21:00 in CDMX
    expect(start.toISOString()).toBe('2026-04-01T06:00:00.000Z');
  });

  it('crosses the year', () => {
    const { start, end } = monthWindow(new Date('2026-12-31T20:00:00Z'));
    expect(start.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('follows the old summer time when it applied (UTC-5 in July 2021)', () => {
    const { start } = monthWindow(new Date('2021-07-10T12:00:00Z'));
    expect(start.toISOString()).toBe('2021-07-01T05:00:00.000Z');
  });
});

describe('addOneMonth', () => {
  it('keeps the day and the local time', () => {
    expect(addOneMonth(new Date('2026-03-15T18:30:00Z')).toISOString()).toBe('2026-04-15T18:30:00.000Z');
  });

  it('ends on the last day of a shorter month, in Mexico City time', () => {
    // 31 January 20:00 in CDMX is already 1 February in UTC.
    expect(addOneMonth(new Date('2026-02-01T02:00:00Z')).toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});

describe('applicationsRemaining', () => {
  it('counts down from 10 on Básico and never below zero', () => {
    expect(applicationsRemaining('basic', 0)).toBe(10);
    expect(applicationsRemaining('basic', 9)).toBe(1);
    expect(applicationsRemaining('basic', 12)).toBe(0);
  });

  it('is unlimited (null) on Premium and Empresarial, and null without a plan', () => {
    expect(applicationsRemaining('premium', 50)).toBeNull();
    expect(applicationsRemaining('enterprise', 50)).toBeNull();
    expect(applicationsRemaining(null, 0)).toBeNull();
  });
});

describe('renewing a plan paid by transfer', () => {
  it('opens in the last seven days before the plan ends', () => {
    const end = new Date('2026-12-20T18:00:00Z');
    expect(isRenewable(end, new Date('2026-12-13T17:59:59Z'))).toBe(false);
    expect(isRenewable(end, new Date('2026-12-13T18:00:00Z'))).toBe(true);
    expect(isRenewable(end, new Date('2026-12-20T17:00:00Z'))).toBe(true);
  });
});
