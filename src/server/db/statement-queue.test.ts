import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, StatementQueue } from './statement-queue';

const READ = 'select nearby';
const WRITE = 'insert request';

describe('the order PGlite’s session runs waiting statements in', () => {
  it('runs a write’s cheap statement before slow reads that came first', () => {
    const queue = new StatementQueue<string>();
    queue.record(READ, 4.4);
    queue.record(WRITE, 1);
    queue.push('read 1', READ, 0);
    queue.push('read 2', READ, 1);
    queue.push('write', WRITE, 2);
    const order = [1, 2, 3].map(() => queue.take(() => true, 3));
    expect(order).toEqual(['write', 'read 1', 'read 2']);
  });

  it('runs a statement that waited too long before any cheaper one', () => {
    const queue = new StatementQueue<string>();
    queue.record(READ, 4.4);
    queue.push('old read', READ, 0);
    queue.push('never seen', 'select 1', MAX_WAIT_MS);
    expect(queue.take(() => true, MAX_WAIT_MS + 1)).toBe('old read');
  });

  it('runs only what is eligible, first come first served among equals', () => {
    const queue = new StatementQueue<string>();
    queue.push('outside', undefined, 0);
    queue.push('in transaction', undefined, 1);
    queue.push('after', undefined, 2);
    expect(queue.take((item) => item === 'in transaction', 3)).toBe('in transaction');
    expect(queue.take(() => true, 3)).toBe('outside');
    expect(queue.take(() => false, 3)).toBeUndefined();
    expect(queue.size).toBe(1);
  });

  it('follows a statement that grows slower', () => {
    const queue = new StatementQueue<string>();
    queue.record(WRITE, 1);
    queue.record(READ, 2);
    for (let run = 0; run < 20; run += 1) queue.record(WRITE, 5);
    queue.push('read', READ, 0);
    queue.push('write', WRITE, 0);
    expect(queue.take(() => true, 1)).toBe('read');
  });
});
