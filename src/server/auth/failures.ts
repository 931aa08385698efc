import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

interface Scope {
  errors: unknown[];
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * better-auth keeps the causes of its failures to itself: a failed session lookup becomes a bare 500, or a 401
 * on routes that need a session, and a failed insert becomes a 422. It does hand every such error to its logger
 * or to `onAPIError.onError` first (see createAuth), in the async context of the call. Runs `call` and returns
 * its answer with the errors better-auth reported while answering it.
 */
export async function withAuthFailures<T>(call: () => Promise<T>): Promise<{ result: T; errors: unknown[] }> {
  const store: Scope = { errors: [] };
  const result = await scope.run(store, call);
  return { result, errors: store.errors };
}

function record(error: unknown): void {
  scope.getStore()?.errors.push(error);
}

/** better-auth's `onAPIError.onError`: an error its handler threw. The auth route logs it with the request. */
export function recordAuthFailure(error: unknown): void {
  record(error);
}

/** better-auth's `logger.log`: writes to the server's log, and remembers the errors logged for the request. */
export function authLogger(log: FastifyBaseLogger) {
  return (level: 'info' | 'warn' | 'error' | 'debug', message: string, ...args: unknown[]) => {
    const errors = args.filter((arg) => arg instanceof Error);
    errors.forEach(record);
    log[level]({ err: errors[0], details: errors.length ? undefined : args }, `better-auth: ${message}`);
  };
}
