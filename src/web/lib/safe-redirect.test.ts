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
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\\/evil.example',
    '',
  ])('falls back to / for %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('keeps the page, not the spelling, of a same-origin target', () => {
    expect(safeRedirect('/cliente/%2e%2e/proveedor', '/', 'http://localhost:3000')).toBe('/proveedor');
    expect(safeRedirect('/cli\tente', '/', 'http://localhost:3000')).toBe('/cliente');
  });

  it('falls back to / when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
  });
});
