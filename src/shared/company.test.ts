import { describe, expect, it } from 'vitest';
import { NO_SHOW_CONTEST_HOURS, NO_SHOW_GRACE_MINUTES } from './domain/service-lifecycle';
import {
  CANCELLATION_POLICY,
  supportClaim,
  supportDaysShort,
  supportHoursSentence,
  supportHoursTable,
  TRUST_CLAIMS,
} from './company';
import { supportAlwaysOpen, type SupportShift } from './domain/support';

const ALL_DAY: SupportShift[] = [{ from: 0, to: 6, opens: '0:00', closes: '24:00' }];

describe('support hours, from the one setting', () => {
  it('says the office hours everywhere and never 24/7 while Sunday is closed', () => {
    expect(supportHoursTable()).toEqual([
      { days: 'Lunes a Viernes', hours: '9:00 - 18:00' },
      { days: 'Sábado', hours: '9:00 - 14:00' },
      { days: 'Domingo', hours: 'Cerrado' },
    ]);
    expect(supportHoursSentence()).toBe('lunes a viernes de 9:00 a 18:00 y sábado de 9:00 a 14:00');
    expect(supportDaysShort()).toBe('Lun–Sáb');
    expect(supportClaim()).toBe('Soporte de lunes a sábado');
    expect(supportAlwaysOpen()).toBe(false);
    expect(TRUST_CLAIMS.join(' ')).not.toContain('24/7');
  });

  it('says 24/7 only when every day runs from 0:00 to 24:00', () => {
    expect(supportClaim(ALL_DAY)).toBe('Soporte 24/7');
    expect(supportHoursSentence(ALL_DAY)).toBe('las 24 horas, todos los días');
    const longDays: SupportShift[] = [{ from: 0, to: 6, opens: '7:00', closes: '23:00' }];
    expect(supportAlwaysOpen(longDays)).toBe(false);
    expect(supportClaim(longDays)).toBe('Soporte todos los días');
    expect(supportDaysShort(longDays)).toBe('Diario');
    const sundayOff: SupportShift[] = [{ from: 1, to: 6, opens: '0:00', closes: '24:00' }];
    expect(supportClaim(sundayOff)).toBe('Soporte de lunes a sábado');
  });

  it('lists days that do not follow each other one by one', () => {
    const split: SupportShift[] = [
      { from: 1, to: 1, opens: '9:00', closes: '13:00' },
      { from: 3, to: 3, opens: '9:00', closes: '13:00' },
    ];
    expect(supportDaysShort(split)).toBe('Lun, Mié');
    expect(supportHoursTable(split).map((row) => row.days)).toEqual([
      'Lunes',
      'Miércoles',
      'Martes',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
  });
});

describe('the cancellation policy as the site states it', () => {
  it('gives the no-show grace and the time to contest it that the lifecycle enforces', () => {
    expect(CANCELLATION_POLICY.summary).toContain(
      `${NO_SHOW_GRACE_MINUTES} minutos después de la hora acordada`,
    );
    expect(CANCELLATION_POLICY.summary).toContain(`tienes ${NO_SHOW_CONTEST_HOURS} horas para aclararlo`);
  });
});
