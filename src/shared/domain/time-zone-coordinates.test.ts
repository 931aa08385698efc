import { describe, expect, it } from 'vitest';
import { zoneForCoordinates } from './time-zone-coordinates';
import type { MexicanTimeZone } from './time-zones';

// City centres (rounded), from GeoNames.
const CITIES: ReadonlyArray<readonly [string, number, number, MexicanTimeZone]> = [
  ['Tijuana', 32.5027, -117.0037, 'America/Tijuana'],
  ['Mexicali', 32.6245, -115.4523, 'America/Tijuana'],
  ['Ensenada', 31.8667, -116.5964, 'America/Tijuana'],
  ['Los Algodones', 32.7, -114.7333, 'America/Tijuana'],
  ['San Luis Río Colorado', 32.4555, -114.7704, 'America/Hermosillo'],
  ['Hermosillo', 29.073, -110.9559, 'America/Hermosillo'],
  ['Nogales', 31.3086, -110.9422, 'America/Hermosillo'],
  ['Ciudad Obregón', 27.4828, -109.9304, 'America/Hermosillo'],
  ['Chihuahua', 28.6353, -106.0889, 'America/Chihuahua'],
  ['Nuevo Casas Grandes', 30.4152, -107.912, 'America/Chihuahua'],
  ['Ciudad Juárez', 31.7202, -106.4608, 'America/Ciudad_Juarez'],
  ['Ojinaga', 29.5645, -104.4164, 'America/Ojinaga'],
  ['Culiacán', 24.7994, -107.3879, 'America/Mazatlan'],
  ['Los Mochis', 25.7904, -108.9859, 'America/Mazatlan'],
  ['Mazatlán', 23.2494, -106.4111, 'America/Mazatlan'],
  ['La Paz', 24.1426, -110.3128, 'America/Mazatlan'],
  ['Cabo San Lucas', 22.8905, -109.9167, 'America/Mazatlan'],
  ['San José del Cabo', 23.0636, -109.7024, 'America/Mazatlan'],
  ['Tepic', 21.5042, -104.8946, 'America/Mazatlan'],
  ['Nuevo Vallarta', 20.6984, -105.2955, 'America/Bahia_Banderas'],
  ['Puerto Vallarta', 20.6534, -105.2253, 'America/Mexico_City'],
  ['Cancún', 21.1619, -86.8515, 'America/Cancun'],
  ['Playa del Carmen', 20.6296, -87.0739, 'America/Cancun'],
  ['Tulum', 20.2114, -87.4654, 'America/Cancun'],
  ['Chetumal', 18.5001, -88.2961, 'America/Cancun'],
  ['Mérida', 20.9674, -89.5926, 'America/Merida'],
  ['Valladolid', 20.6896, -88.2022, 'America/Merida'],
  ['Campeche', 19.8301, -90.5349, 'America/Merida'],
  ['Monterrey', 25.6866, -100.3161, 'America/Monterrey'],
  ['Saltillo', 25.4232, -101.0053, 'America/Monterrey'],
  ['Torreón', 25.5428, -103.4068, 'America/Monterrey'],
  ['Durango', 24.0277, -104.6532, 'America/Monterrey'],
  ['Tampico', 22.2553, -97.8686, 'America/Monterrey'],
  ['Matamoros', 25.869, -97.5027, 'America/Matamoros'],
  ['Reynosa', 26.0922, -98.2779, 'America/Matamoros'],
  ['Nuevo Laredo', 27.4779, -99.5157, 'America/Matamoros'],
  ['Piedras Negras', 28.7009, -100.5231, 'America/Matamoros'],
  ['Ciudad Acuña', 29.3232, -100.9522, 'America/Matamoros'],
  ['Ciudad de México', 19.4326, -99.1332, 'America/Mexico_City'],
  ['Guadalajara', 20.6597, -103.3496, 'America/Mexico_City'],
  ['Villahermosa', 17.9895, -92.9475, 'America/Mexico_City'],
  ['Oaxaca', 17.0606, -96.7253, 'America/Mexico_City'],
  ['Tapachula', 14.9039, -92.2575, 'America/Mexico_City'],
];

describe('zoneForCoordinates', () => {
  it.each(CITIES)('puts %s in its zone', (_name, lat, lng, zone) => {
    expect(zoneForCoordinates(lat, lng)).toBe(zone);
  });

  it('tells apart towns a few kilometres from a zone line', () => {
    expect(zoneForCoordinates(30.62, -106.51)).toBe('America/Chihuahua'); // Villa Ahumada, south of Juárez
    expect(zoneForCoordinates(27.85, -101.12)).toBe('America/Monterrey'); // Sabinas, south of the US-time strip
    expect(zoneForCoordinates(27.03, -100.51)).toBe('America/Monterrey'); // Lampazos, beside Anáhuac
    expect(zoneForCoordinates(20.66, -87.94)).toBe('America/Merida'); // Chemax, west of Cobá
    expect(zoneForCoordinates(20.49, -87.73)).toBe('America/Cancun'); // Cobá
  });
});
