import { describe, expect, it } from 'vitest';
import { boundingBox, destination, distanceKm, isInMexico, roundKm } from './geo';

const zocalo = { lat: 19.4326, lng: -99.1332 };

describe('geo', () => {
  it('measures the great-circle distance with an earth radius of 6371 km', () => {
    expect(distanceKm(zocalo, zocalo)).toBe(0);
    // CDMX to Guadalajara is about 461 km as the crow flies.
    expect(distanceKm(zocalo, { lat: 20.6597, lng: -103.3496 })).toBeCloseTo(461, -1);
    // One degree of latitude is 2πR/360 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 9);
  });

  it('finds the point at a given distance and bearing', () => {
    for (const bearing of [0, 45, 90, 180, 270]) {
      expect(distanceKm(zocalo, destination(zocalo, bearing, 12.5))).toBeCloseTo(12.5, 9);
    }
  });

  it('draws a box that holds every point of the circle', () => {
    const box = boundingBox(zocalo, 50);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const point = destination(zocalo, bearing, 49.999);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
    expect(box.maxLat - zocalo.lat).toBeCloseTo(50 / 111.195, 3);
  });

  it('knows roughly where Mexico is', () => {
    expect(isInMexico(zocalo)).toBe(true);
    expect(isInMexico({ lat: 21.1619, lng: -86.8515 })).toBe(true); // Cancún
    expect(isInMexico({ lat: 32.5149, lng: -117.0382 })).toBe(true); // Tijuana
    expect(isInMexico({ lat: 40.4168, lng: -3.7038 })).toBe(false); // Madrid
    expect(isInMexico({ lat: 34.05, lng: -118.24 })).toBe(false); // Los Ángeles
  });

  it('rounds distances to one decimal', () => {
    expect(roundKm(4.96)).toBe(5);
    expect(roundKm(4.94)).toBe(4.9);
  });
});
