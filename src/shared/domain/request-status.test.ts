import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './request-statuses';
import { requestBadge, requestStatusOf } from './request-status';
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
  it("shows the service's label once there is one, never 'Asignada'", () => {
    expect(requestBadge({ status: 'assigned', serviceStatus: 'pending' })).toEqual({
      of: 'service',
      status: 'pending',
      label: 'Pendiente de respuesta',
    });
    expect(requestBadge({ status: 'assigned', serviceStatus: 'confirmed' }).label).toBe('Confirmado');
    expect(requestBadge({ status: 'completed', serviceStatus: 'completed' }).label).toBe('Completado');
    for (const service of SERVICE_STATUSES)
      expect(requestBadge({ status: 'assigned', serviceStatus: service }).label).not.toBe('Asignada');
  });

  it('shows its own label without a service', () => {
    expect(requestBadge({ status: 'open', serviceStatus: null })).toEqual({
      of: 'request',
      status: 'open',
      label: 'Abierta',
    });
    expect(requestBadge({ status: 'hidden', serviceStatus: null }).label).toBe('Oculta por moderación');
  });
});
