import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeRedirect('/cliente/seguridad?tab=1')).toBe('/cliente/seguridad?tab=1');
  });

  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    'https://evil.example.com',
    'javascript:alert(1)',
    '',
  ])('falls back to / for %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('falls back to / when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
  });
});
