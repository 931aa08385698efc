import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

describe('a database error that means the database could not be reached', () => {
  it('is told by its code or by node-postgres’s message, also when wrapped by the ORM', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { cause });
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
    ])
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
  });

  it('is not a query the database refused', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});
