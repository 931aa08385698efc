import { describe, expect, it } from 'vitest';
import {
  isMexicanTimeZone,
  MEXICAN_TIME_ZONES,
  serviceTimeZone,
  TIME_ZONE_CITIES,
  zoneForPlace,
  zoneForState,
} from './time-zones';

describe('Mexican time zones', () => {
  it('are exactly the twelve zones Intl knows for Mexico, each with a city to name it', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const zone of MEXICAN_TIME_ZONES) {
      expect(known.has(zone), zone).toBe(true);
      expect(TIME_ZONE_CITIES[zone]).toBeTruthy();
    }
    expect(MEXICAN_TIME_ZONES).toHaveLength(12);
  });

  it('tells a Mexican zone from any other name', () => {
    expect(isMexicanTimeZone('America/Cancun')).toBe(true);
    expect(isMexicanTimeZone('America/Los_Angeles')).toBe(false);
  });
});

describe('zoneForState (GeoNames state codes, as the gazetteer stores them)', () => {
  it('gives every one of the 32 states a zone, and none to an unknown code', () => {
    for (let state = 1; state <= 32; state++) expect(zoneForState(state), String(state)).not.toBeNull();
    expect(zoneForState(0)).toBeNull();
    expect(zoneForState(33)).toBeNull();
  });

  it('puts whole states in their zone', () => {
    expect(zoneForState(23)).toBe('America/Cancun'); // Quintana Roo
    expect(zoneForState(2)).toBe('America/Tijuana'); // Baja California
    expect(zoneForState(3)).toBe('America/Mazatlan'); // Baja California Sur
    expect(zoneForState(25)).toBe('America/Mazatlan'); // Sinaloa
    expect(zoneForState(26)).toBe('America/Hermosillo'); // Sonora
    expect(zoneForState(9)).toBe('America/Mexico_City');
    expect(zoneForState(14)).toBe('America/Mexico_City'); // Jalisco
    expect(zoneForState(31)).toBe('America/Merida'); // Yucatán
    expect(zoneForState(10)).toBe('America/Monterrey'); // Durango, as tzdata groups it
  });

  it('splits Chihuahua: the border follows US time, the rest keeps UTC-6', () => {
    expect(zoneForState(6)).toBe('America/Chihuahua');
    expect(zoneForState(6, 'Juárez')).toBe('America/Ciudad_Juarez');
    expect(zoneForState(6, 'Praxedis G. Guerrero')).toBe('America/Ciudad_Juarez'); // GeoNames' spelling
    expect(zoneForState(6, 'Ojinaga')).toBe('America/Ojinaga');
    expect(zoneForState(6, 'Manuel Benavides')).toBe('America/Ojinaga');
    expect(zoneForState(6, 'Guadalupe y Calvo')).toBe('America/Chihuahua');
  });

  it('splits Coahuila, Nuevo León and Tamaulipas along the Río Bravo, by state and municipality together', () => {
    expect(zoneForState(7, 'Piedras Negras')).toBe('America/Matamoros');
    expect(zoneForState(7, 'Acuña')).toBe('America/Matamoros');
    expect(zoneForState(7, 'Matamoros')).toBe('America/Monterrey'); // Coahuila's Matamoros, beside Torreón
    expect(zoneForState(19, 'Anáhuac')).toBe('America/Matamoros');
    expect(zoneForState(19, 'Monterrey')).toBe('America/Monterrey');
    expect(zoneForState(28, 'Reynosa')).toBe('America/Matamoros');
    expect(zoneForState(28, 'Hidalgo')).toBe('America/Monterrey'); // Tamaulipas' Hidalgo is far from the river
    expect(zoneForState(28)).toBe('America/Monterrey');
  });

  it('puts Bahía de Banderas on central time and the rest of Nayarit on Pacific time', () => {
    expect(zoneForState(18, 'Bahía de Banderas')).toBe('America/Bahia_Banderas');
    expect(zoneForState(18, 'Tepic')).toBe('America/Mazatlan');
  });
});

describe('zoneForPlace', () => {
  it('trusts the municipality when it has one', () => {
    expect(zoneForPlace({ state: 6, municipality: 'Juárez', lat: 28.6, lng: -106.1 })).toBe(
      'America/Ciudad_Juarez',
    );
  });

  it('lets the coordinates choose among a split state’s own zones when the municipality is unknown', () => {
    expect(zoneForPlace({ state: 6, lat: 31.72, lng: -106.46 })).toBe('America/Ciudad_Juarez');
    expect(zoneForPlace({ state: 28, lat: 26.09, lng: -98.28 })).toBe('America/Matamoros');
    expect(zoneForPlace({ state: 18, lat: 20.7, lng: -105.3 })).toBe('America/Bahia_Banderas');
  });

  it('never gives a place its neighbouring state’s zone', () => {
    // A Chihuahua village west of the coarse Sonora line stays on Chihuahua time.
    expect(zoneForPlace({ state: 6, lat: 30.2, lng: -109 })).toBe('America/Chihuahua');
    // A Sinaloa place that the coordinates alone would put in Durango keeps Sinaloa's zone.
    expect(zoneForPlace({ state: 25, lat: 24.5, lng: -106.2 })).toBe('America/Mazatlan');
  });

  it('falls back on the coordinates alone without a known state', () => {
    expect(zoneForPlace({ lat: 21.16, lng: -86.85 })).toBe('America/Cancun');
    expect(zoneForPlace({ state: null, lat: 32.5, lng: -117.0 })).toBe('America/Tijuana');
    expect(zoneForPlace({ state: 99, lat: 19.43, lng: -99.13 })).toBe('America/Mexico_City');
  });
});

describe('serviceTimeZone, the zone a service is typed, filed and shown in', () => {
  it('is the zone of the place’s coordinates', () => {
    expect(serviceTimeZone({ lat: 21.17429, lng: -86.84656 })).toBe('America/Cancun');
    expect(serviceTimeZone({ lat: 32.5149, lng: -117.0382 })).toBe('America/Tijuana');
    expect(serviceTimeZone({ lat: 19.3467, lng: -99.16174 })).toBe('America/Mexico_City');
  });

  it('is Mexico City’s for a place without coordinates', () => {
    expect(serviceTimeZone(null)).toBe('America/Mexico_City');
    expect(serviceTimeZone({ lat: null, lng: null })).toBe('America/Mexico_City');
  });
});
