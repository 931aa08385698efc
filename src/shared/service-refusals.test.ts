import { describe, expect, it } from 'vitest';
import { refusalMessage } from './service-refusals';

describe('refusalMessage', () => {
  it('names the service’s status with its Spanish badge', () => {
    expect(refusalMessage('wrong_status', 'done')).toBe(
      'Esta acción no está disponible para un servicio en estado «Por confirmar».',
    );
    expect(refusalMessage('already_started', 'confirmed')).toBe(
      'El servicio ya comenzó; ya no puede cancelarse.',
    );
  });

  it('says from when a no-show can be reported', () => {
    expect(
      refusalMessage('no_show_not_yet', 'confirmed', { noShowOpens: '10 de junio de 2026, 10:45' }),
    ).toBe(
      'Todavía no puedes reportar que el cliente no se presentó: damos 45 minutos de tolerancia después de la hora programada. Podrás hacerlo a partir del 10 de junio de 2026, 10:45.',
    );
  });

  it('ends with one period when the time ends in a.m.', () => {
    expect(
      refusalMessage('no_show_not_yet', 'confirmed', { noShowOpens: '10 de junio de 2026 a las 9:45 a.m.' }),
    ).toMatch(/Podrás hacerlo a partir del 10 de junio de 2026 a las 9:45 a\.m\.$/);
  });
});
