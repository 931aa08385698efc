import { describe, expect, it } from 'vitest';
import { favouritesFirst } from './favourites';

const list = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).join('');

describe('favouritesFirst', () => {
  it('moves the favourites ahead, each group keeping the order the server gave', () => {
    expect(ids(favouritesFirst(list, new Set(['d', 'b'])))).toBe('bdace');
  });

  it('adds no favourite the list does not offer, and leaves the list as it was without favourites', () => {
    expect(ids(favouritesFirst(list, new Set(['z'])))).toBe('abcde');
    expect(ids(favouritesFirst(list, new Set()))).toBe('abcde');
    expect(favouritesFirst([], new Set(['a']))).toEqual([]);
  });
});
