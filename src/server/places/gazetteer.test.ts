import { describe, expect, it } from 'vitest';
import { normalize, searchGazetteer } from './gazetteer';

const labels = (query: string, limit = 8) => searchGazetteer(query, limit).map((place) => place.label);

describe('embedded gazetteer of Mexican localities', () => {
  it('finds Coyoacán from its first letters, with its state in Spanish', () => {
    expect(labels('coyo')[0]).toBe('Coyoacán, Ciudad de México');
  });

  it('knows CDMX and DF as Ciudad de México, and lists its alcaldías after it', () => {
    expect(labels('cdmx')[0]).toBe('Ciudad de México');
    expect(labels('df')[0]).toBe('Ciudad de México');
    expect(
      labels('cdmx')
        .slice(1)
        .every((label) => label.endsWith(', Ciudad de México')),
    ).toBe(true);
    expect(labels('ciudad de mexico')[0]).toBe('Ciudad de México');
  });

  it('ignores accents and case: "queretaro" finds Santiago de Querétaro first', () => {
    expect(labels('queretaro')[0]).toBe('Santiago de Querétaro, Querétaro');
    expect(labels('QUERÉTARO')).toEqual(labels('queretaro'));
  });

  it('ranks by population: "guadalajara" is the city in Jalisco, "leon" is León de los Aldama', () => {
    const [first] = searchGazetteer('guadalajara', 8);
    expect(first).toMatchObject({ label: 'Guadalajara, Jalisco', precision: 'locality' });
    expect(first!.lat).toBeCloseTo(20.677, 2);
    expect(first!.lng).toBeCloseTo(-103.347, 2);
    expect(labels('leon')[0]).toBe('León de los Aldama, Guanajuato');
  });

  it('matches a prefix of any word and narrows by state', () => {
    expect(labels('aldama')).toContain('León de los Aldama, Guanajuato');
    expect(labels('san pedro nuevo')).toContain('San Pedro Garza García, Nuevo León');
    expect(labels('edomex')[0]).toBe('Ecatepec de Morelos, Estado de México');
  });

  it('tells apart places with the same name in one state', () => {
    const ojos = labels('ojo de agua', 10).filter((label) => label.endsWith('Estado de México'));
    expect(new Set(ojos).size).toBe(ojos.length);
  });

  it('answers nothing for an empty or unknown query, and respects the limit', () => {
    expect(searchGazetteer('   ', 8)).toEqual([]);
    expect(searchGazetteer('zzzzqx', 8)).toEqual([]);
    expect(searchGazetteer('san', 3)).toHaveLength(3);
  });

  it('answers in well under 10 ms a query', () => {
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
    searchGazetteer('warm', 8);
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) for (const query of queries) searchGazetteer(query, 8);
    const perQuery = (performance.now() - started) / (20 * queries.length);
    expect(perQuery).toBeLessThan(10);
  });

  it('normalizes like a person types', () => {
    expect(normalize('  Ciudad  de MÉXICO, D.F. ')).toBe('ciudad de mexico d f');
    expect(normalize('Peñón')).toBe('penon');
  });
});
