import { describe, expect, it } from 'vitest';
import { SERVICE_STATUSES } from './domain/service-lifecycle';
import { requestBadge } from './request-messages';

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
