import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for an object that exists only once a hook has run: every read is forwarded to what `read` returns
 * at that moment, so a `describe` body can hand out the name now and the tests use it later.
 */
export function lateBound<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = read();
      const value: unknown = Reflect.get(target, key, target);
      // Methods of class instances (a fake server, a mailer) expect `this` to be the instance, not the stand-in.
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(read(), key, value),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      // The stand-in's own target is empty: a property it reports must be configurable to keep Proxy's rules.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * Starts something before the tests of the enclosing `describe` (or file) and stops it after them (when it has a
 * `stop`), and returns it at once, late-bound: an app, a fake server, a party signed up once for all the tests.
 *
 * Why a late-bound object rather than vitest's `test.extend` fixtures: the API tests were written against a `t`
 * (or a `world`) in scope, read inside each test; returning a stand-in for it keeps every test body as it was,
 * where a fixture would have each test take it as an argument. The price is that the object cannot be read in the
 * `describe` body itself (nothing has started yet): doing so throws, naming `what`, instead of handing out an
 * `undefined` that fails far away. Hooks run in the order they are declared and `afterAll` ones in reverse
 * (vitest's default 'stack'), so a second thing declared after the first may use it in its `start`, and is
 * stopped before it.
 */
export function useBeforeAll<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop?: (value: T) => unknown,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value) await stop?.(value);
  });
  return lateBound(() => {
    if (!value) {
      throw new Error(
        `${what} is read before its beforeAll ran (or after it failed): read it inside a test or a hook, not in the describe body`,
      );
    }
    return value;
  });
}
