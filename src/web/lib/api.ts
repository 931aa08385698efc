import { apiMessages } from '#shared/common-messages';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

// 'signOut': a 401 means the session is gone. 'recheck': the call checks a password or a code, so a 401
// says the credentials were wrong, not that the session ended; the session is re-read instead.
export type UnauthorizedPolicy = 'signOut' | 'recheck' | 'ignore';
/** `error`: the 401 itself; its code says why a session ended when the server knows (ACCOUNT_SUSPENDED). */
type UnauthorizedListener = (policy: Exclude<UnauthorizedPolicy, 'ignore'>, error: ApiError) => void;

let unauthorizedListener: UnauthorizedListener | null = null;

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  unauthorized?: UnauthorizedPolicy;
};

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const response = await send(path, options);
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  throw refused(response, payload, options);
}

/** A file the API answers with (a ZIP, a CSV): its bytes, or the same Spanish error as any call. */
export async function apiDownload(path: string, options: ApiFetchOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (response.ok) return response.blob();
  throw refused(response, await readJson(response), options);
}

async function send(path: string, options: ApiFetchOptions): Promise<Response> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  try {
    return await fetch(path, { method, credentials: 'same-origin', signal, ...encodeBody(body) });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', apiMessages.unavailable);
  }
}

function refused(response: Response, payload: unknown, { unauthorized = 'signOut' }: ApiFetchOptions) {
  const error = toApiError(response.status, payload);
  if (response.status === 401 && unauthorized !== 'ignore') unauthorizedListener?.(unauthorized, error);
  return error;
}

// A Blob (an image) goes as it is, under its own type; anything else as JSON.
function encodeBody(body: unknown): Pick<RequestInit, 'headers' | 'body'> {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  if (body instanceof Blob)
    return { headers: { 'content-type': body.type, accept: 'application/json' }, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)
    ?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message =
    typeof error?.message === 'string' && error.message ? error.message : fallbackMessage(status);
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as FieldErrors) : undefined;
  return new ApiError(status, code, message, fields);
}

function fallbackMessage(status: number): string {
  if (status === 401) return apiMessages.unauthorized;
  if (status === 403) return apiMessages.forbidden;
  if (status === 404) return apiMessages.notFound;
  if (status === 429) return apiMessages.rateLimited;
  if (status >= 500) return apiMessages.unavailable;
  return apiMessages.badRequest;
}
