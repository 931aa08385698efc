import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './request-statuses';
import { requestBadgeOf, requestStatusOf } from './request-status';
import { SERVICE_STATUSES } from './service-lifecycle';

describe("a request's status", () => {
  it('is its own while no service was agreed from it', () => {
    for (const status of REQUEST_STATUSES) expect(requestStatusOf(status, null)).toBe(status);
  });

  it('follows its service: assigned while ahead or under way, then completed or cancelled', () => {
    const expected = {
      pending: 'assigned',
      confirmed: 'assigned',
      done: 'assigned',
      disputed: 'assigned',
      completed: 'completed',
      cancelled: 'cancelled',
      declined: 'cancelled',
    } as const;
    for (const service of SERVICE_STATUSES)
      expect(requestStatusOf('assigned', service)).toBe(expected[service]);
  });
});

describe("a request's badge", () => {
  it("is its service's status once there is one, else its own", () => {
    expect(requestBadgeOf({ status: 'assigned', serviceStatus: 'done' })).toEqual({
      of: 'service',
      status: 'done',
    });
    expect(requestBadgeOf({ status: 'open', serviceStatus: null })).toEqual({
      of: 'request',
      status: 'open',
    });
  });
});
