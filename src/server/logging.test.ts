import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('request logs', () => {
  it('hide tokens, codes and passwords that travel in the URL', () => {
    expect(redactUrl('/api/auth/reset-password?token=abc123&x=1')).toBe(
      '/api/auth/reset-password?token=[oculto]&x=1',
    );
    expect(redactUrl('/verificar?code=123456')).toBe('/verificar?code=[oculto]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
