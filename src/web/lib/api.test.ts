import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { ApiError, apiFetch, onUnauthorized } from './api';

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    answer(200, { ok: true });
    await expect(apiFetch('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
  });

  it('sends an image as it is, under its own content type', async () => {
    answer(200, { photoUrl: '/api/providers/p1/photo' });
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await apiFetch('/api/provider/profile/photo', { body: image });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.body).toBe(image);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png' });
  });

  it('turns the error envelope into an ApiError with code, Spanish message and fields', async () => {
    answer(400, { error: { code: 'VALIDATION', message: 'Datos inválidos', fields: { email: 'Correo' } } });
    const error = await apiFetch('/api/x', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Datos inválidos',
      fields: { email: 'Correo' },
    });
  });

  it('gives a Spanish message when the server sent no envelope', async () => {
    answer(503);
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 503, message: apiMessages.unavailable });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('tells the session listener about a 401 according to the call policy', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, { error: { code: 'UNAUTHORIZED', message: 'Inicia sesión' } });
    await apiFetch('/api/x').catch(() => {});
    await apiFetch('/api/x', { unauthorized: 'recheck' }).catch(() => {});
    await apiFetch('/api/x', { unauthorized: 'ignore' }).catch(() => {});
    stop();
    expect(listener.mock.calls.map(([policy]) => policy)).toEqual(['signOut', 'recheck']);
  });

  it('hands the listener the 401 itself, so a session ended by a suspension can say why', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, { error: { code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida.' } });
    await apiFetch('/api/x').catch(() => {});
    stop();
    expect(listener).toHaveBeenCalledWith(
      'signOut',
      expect.objectContaining({ code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida.' }),
    );
  });
});
