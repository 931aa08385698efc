import { describe, expect, it } from 'vitest';
import { servicesPath } from './api';

describe('the list of services a page asks for', () => {
  it('asks for one scope, never the whole history', () => {
    expect(servicesPath({ when: 'upcoming' })).toBe('/api/services?when=upcoming');
    expect(servicesPath({ when: 'past' })).toBe('/api/services?when=past');
    expect(servicesPath({ month: '2026-11' })).toBe('/api/services?month=2026-11');
  });

  it('passes the cursor of the next page of the past list back as `before`', () => {
    const cursor = '1764142200000000.0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c';
    expect(servicesPath({ when: 'past', before: cursor })).toBe(`/api/services?when=past&before=${cursor}`);
    expect(servicesPath({ when: 'past', before: null })).toBe('/api/services?when=past');
  });

  it('passes the cursor of the next page of the upcoming list back as `after`', () => {
    const cursor = '1764142200000000.0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c';
    expect(servicesPath({ when: 'upcoming', after: cursor })).toBe(
      `/api/services?when=upcoming&after=${cursor}`,
    );
    expect(servicesPath({ when: 'upcoming', after: null })).toBe('/api/services?when=upcoming');
  });
});
