import { describe, expect, it } from 'vitest';
import { homeLabel, minutesLabel, requestLengthLines, SERVICE_HOURS_OPTIONS } from './request-length-labels';

describe('a request’s length as its cards read it', () => {
  it('names the home: rooms in the singular or plural, the type, the extras in the catalogue’s order, the pets', () => {
    expect(
      homeLabel({
        bedrooms: 2,
        bathrooms: 1,
        cleaningType: 'general',
        extras: ['planchado', 'ventanas'],
        pets: true,
      }),
    ).toBe('2 recámaras, 1 baño, General, Ventanas, Planchado, con mascotas');
    expect(homeLabel({ bedrooms: 1, bathrooms: 3, cleaningType: 'mudanza', extras: [], pets: false })).toBe(
      '1 recámara, 3 baños, Mudanza',
    );
  });

  it('shows the estimate and the home, only the hours chosen, or nothing for a request without a length', () => {
    const estimate = {
      bedrooms: 2,
      bathrooms: 1,
      cleaningType: 'profunda' as const,
      extras: [],
      pets: false,
    };
    expect(requestLengthLines({ minHours: 3, maxHours: 3.5, estimate })).toEqual([
      'Duración estimada: 3 – 3.5 h',
      '2 recámaras, 1 baño, Profunda',
    ]);
    expect(requestLengthLines({ minHours: 2, maxHours: 2, estimate: null })).toEqual([
      'Duración estimada: 2 h',
    ]);
    expect(requestLengthLines(null)).toEqual([]);
  });

  it('writes minutes as hours and offers every half hour from 1 to 12 h', () => {
    expect(minutesLabel(180)).toBe('3 h');
    expect(minutesLabel(270)).toBe('4.5 h');
    expect(SERVICE_HOURS_OPTIONS).toHaveLength(23);
    expect(SERVICE_HOURS_OPTIONS[0]).toEqual({ value: '1', label: '1 h' });
    expect(SERVICE_HOURS_OPTIONS[3]).toEqual({ value: '2.5', label: '2.5 h' });
    expect(SERVICE_HOURS_OPTIONS.at(-1)).toEqual({ value: '12', label: '12 h' });
  });
});
