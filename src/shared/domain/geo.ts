// Great-circle distance and the box around a circle, shared by the nearby query, its tests and the bench.
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Every point within radiusKm of center lies inside this box (exact for a sphere away from the poles).
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = deg(angular);
  const dLng = deg(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(rad(center.lat)))));
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}

// The point reached going distanceKm from start along the initial bearing (degrees clockwise from north).
export function destination(start: LatLng, bearingDegrees: number, km: number): LatLng {
  const angular = km / EARTH_RADIUS_KM;
  const bearing = rad(bearingDegrees);
  const lat1 = rad(start.lat);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    rad(start.lng) +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lng: deg(lng2) };
}

// Generous box around the Mexican territory (islands included): a sanity check, not a border.
export const MEXICO_BOUNDS: BoundingBox = { minLat: 14, maxLat: 33, minLng: -119, maxLng: -86 };

export function isInMexico({ lat, lng }: LatLng): boolean {
  const b = MEXICO_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

// A place exactly on the circle must not fall out through floating-point noise: 1 mm of slack.
export const EDGE_TOLERANCE_KM = 1e-6;

/** How far from its centre a service area reaches: its radius and the edge's slack. */
export function serviceAreaReachKm(radiusKm: number): number {
  return radiusKm + EDGE_TOLERANCE_KM;
}

/**
 * The service-area rule: a place is served when its great-circle distance from the provider's centre is
 * at most the radius. The nearby query computes the same formula in SQL with serviceAreaReachKm as its bound.
 */
export function isInsideServiceArea(area: { center: LatLng; radiusKm: number }, place: LatLng): boolean {
  return distanceKm(area.center, place) <= serviceAreaReachKm(area.radiusKm);
}

export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
