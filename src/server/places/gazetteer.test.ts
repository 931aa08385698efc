import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAZETTEER_ATTRIBUTION, loadGazetteer, searchGazetteer } from './gazetteer';

const labels = async (query: string, limit = 8) =>
  (await searchGazetteer(query, limit)).map((place) => place.label);

describe('embedded gazetteer of Mexican localities', () => {
  beforeAll(async () => {
    await loadGazetteer();
  });

  it('finds Coyoacán from its first letters, with its state in Spanish', async () => {
    expect((await labels('coyo'))[0]).toBe('Coyoacán, Ciudad de México');
  });

  it('knows CDMX and DF as Ciudad de México, and lists its alcaldías after it', async () => {
    expect((await labels('cdmx'))[0]).toBe('Ciudad de México');
    expect((await labels('df'))[0]).toBe('Ciudad de México');
    expect((await labels('cdmx')).slice(1).every((label) => label.endsWith(', Ciudad de México'))).toBe(true);
    expect((await labels('ciudad de mexico'))[0]).toBe('Ciudad de México');
  });

  it('ignores accents and case: "queretaro" finds Santiago de Querétaro first', async () => {
    expect((await labels('queretaro'))[0]).toBe('Santiago de Querétaro, Querétaro');
    expect(await labels('QUERÉTARO')).toEqual(await labels('queretaro'));
  });

  it('ranks by population: "guadalajara" is the city in Jalisco, "leon" is León de los Aldama', async () => {
    const [first] = await searchGazetteer('guadalajara', 8);
    expect(first).toMatchObject({ label: 'Guadalajara, Jalisco', precision: 'locality' });
    expect(first!.lat).toBeCloseTo(20.677, 2);
    expect(first!.lng).toBeCloseTo(-103.347, 2);
    expect((await labels('leon'))[0]).toBe('León de los Aldama, Guanajuato');
  });

  it('matches a prefix of any word and narrows by state', async () => {
    expect(await labels('aldama')).toContain('León de los Aldama, Guanajuato');
    expect(await labels('san pedro nuevo')).toContain('San Pedro Garza García, Nuevo León');
    expect((await labels('edomex'))[0]).toBe('Ecatepec de Morelos, Estado de México');
  });

  it('tells apart places with the same name in one state', async () => {
    const ojos = (await labels('ojo de agua', 10)).filter((label) => label.endsWith('Estado de México'));
    expect(new Set(ojos).size).toBe(ojos.length);
  });

  it('answers nothing for an empty or unknown query, and respects the limit', async () => {
    expect(await searchGazetteer('   ', 8)).toEqual([]);
    expect(await searchGazetteer('zzzzqx', 8)).toEqual([]);
    expect(await searchGazetteer('san', 3)).toHaveLength(3);
  });

  it('answers in well under 10 ms a query', async () => {
    const queries = [
      's',
      'san',
      'coyo',
      'queretaro',
      'guadalajara',
      'cdmx',
      'san pedro',
      'x',
      'tlaquepaque',
      'mo',
    ];
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) for (const query of queries) await searchGazetteer(query, 8);
    const perQuery = (performance.now() - started) / (20 * queries.length);
    expect(perQuery).toBeLessThan(10);
  });

  it('credits GeoNames with the same words as the data file', () => {
    const data = JSON.parse(readFileSync(new URL('./data/mx-localities.json', import.meta.url), 'utf8'));
    expect(data.attribution).toBe(GAZETTEER_ATTRIBUTION);
  });
});
