import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureMessage } from './form-errors';

describe('failureMessage', () => {
  const fallback = 'Error al crear la cuenta. Por favor, intenta de nuevo.';

  it('shows the server’s own words for a refusal, such as an origin it does not accept', () => {
    const refused = new ApiError(403, 'FORBIDDEN', 'La solicitud no proviene de un origen permitido.');
    expect(failureMessage(refused, fallback)).toBe('La solicitud no proviene de un origen permitido.');
    const conflict = new ApiError(
      409,
      'PROVIDER_NOT_VERIFIED',
      'Este proveedor ya no puede recibir reservas.',
    );
    expect(failureMessage(conflict, fallback)).toBe('Este proveedor ya no puede recibir reservas.');
  });

  it('keeps the form’s banner when the server named fields, failed itself, or never answered', () => {
    const fields = new ApiError(400, 'VALIDATION', 'Revisa los campos.', { email: 'Correo inválido' });
    expect(failureMessage(fields, fallback)).toBe(fallback);
    expect(failureMessage(new ApiError(500, 'INTERNAL', 'Error interno'), fallback)).toBe(fallback);
    expect(failureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
