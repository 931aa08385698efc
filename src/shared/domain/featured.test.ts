import { describe, expect, it } from 'vitest';
import { FEATURED_MARGIN_KM, orderListed, type ListedProvider } from './featured';

function provider(id: string, overrides: Partial<ListedProvider> = {}): ListedProvider {
  return {
    id,
    featured: false,
    hourlyPrice: 80_000,
    rating: { average: null, count: 0 },
    distanceKm: null,
    ...overrides,
  };
}

const ids = (list: ListedProvider[]) => list.map((row) => row.id);

describe('orderListed with the customer’s place', () => {
  it('puts a featured provider before one who is not at the same distance', () => {
    const basic = provider('a-basic', { distanceKm: 3, rating: { average: 5, count: 9 }, hourlyPrice: 1 });
    const premium = provider('z-premium', { distanceKm: 3, featured: true });
    expect(ids(orderListed([basic, premium]))).toEqual(['z-premium', 'a-basic']);
  });

  it('puts a featured provider first while the other is closer by the margin or less', () => {
    const basic = provider('basic', { distanceKm: 2 });
    const premium = provider('premium', { distanceKm: 2 + FEATURED_MARGIN_KM, featured: true });
    expect(ids(orderListed([basic, premium]))).toEqual(['premium', 'basic']);
  });

  it('never puts a featured provider above one who is closer by more than the margin', () => {
    const basic = provider('basic', { distanceKm: 2 });
    const premium = provider('premium', { distanceKm: 2.1 + FEATURED_MARGIN_KM, featured: true });
    expect(ids(orderListed([premium, basic]))).toEqual(['basic', 'premium']);
  });

  it('orders each group nearest first, then by rating, reviews and price', () => {
    const list = [
      provider('far', { distanceKm: 9 }),
      provider('cheap', { distanceKm: 1, hourlyPrice: 50_000 }),
      provider('rated', { distanceKm: 1, rating: { average: 4.5, count: 2 } }),
      provider('better', { distanceKm: 1, rating: { average: 4.9, count: 1 } }),
      provider('reviewed', { distanceKm: 1, rating: { average: 4.5, count: 7 } }),
    ];
    expect(ids(orderListed(list))).toEqual(['better', 'reviewed', 'rated', 'cheap', 'far']);
  });
});

describe('orderListed without the customer’s place', () => {
  it('puts every featured provider first, then by rating and price', () => {
    const list = [
      provider('top-basic', { rating: { average: 5, count: 30 } }),
      provider('premium', { featured: true, hourlyPrice: 120_000 }),
      provider('rated-premium', { featured: true, rating: { average: 4, count: 1 } }),
      provider('cheap-basic', { hourlyPrice: 40_000 }),
      provider('basic', {}),
    ];
    expect(ids(orderListed(list))).toEqual(['rated-premium', 'premium', 'top-basic', 'cheap-basic', 'basic']);
  });

  it('gives the same order whatever order it starts from', () => {
    const list = [
      provider('b', { featured: true }),
      provider('a', { featured: true }),
      provider('c', { rating: { average: 3, count: 1 } }),
    ];
    expect(ids(orderListed(list))).toEqual(ids(orderListed([...list].reverse())));
    expect(ids(orderListed(list))).toEqual(['a', 'b', 'c']);
  });
});
