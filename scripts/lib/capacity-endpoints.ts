// What npm run load:capacity measures: the providers' nearby search, and the four lists of the marketplace
// loop, each read by its owner exactly as its page asks for it on first view (Ganancias opens on the current
// month; Programados and Calendario's agenda ask for the upcoming services only).
import type { Seeded } from './load-seed';
import { random } from './seed-requests';

export const ENDPOINT_NAMES = ['nearby', 'programados', 'calendario', 'pagos', 'ganancias'] as const;
export type EndpointName = (typeof ENDPOINT_NAMES)[number];

export interface CapacityEndpoint {
  name: EndpointName;
  path: string;
  /** The page that sends it, as the report names it. */
  page: string;
  /** Whose session signs each request: the list's owner. */
  owner: 'provider' | 'customer';
  /** Arrival rates tried, lowest first. */
  rates: number[];
}

const rates = (list: string) => list.split(',').map(Number);

// The nearby search was measured from 100 req/s up; a list of a whole history may start far lower.
const NEARBY_RATES = '100,200,300,400,500,600,700,800,900,1000,1100,1200,1400,1600,2000';
const LIST_RATES = '5,10,25,50,100,150,200,300,400,500,600,800,1000,1200,1600,2000';
// QUICK is a smoke test of the lists: a coarse ladder, so five endpoints on two drivers stay a few minutes.
const QUICK_LIST_RATES = '5,25,100,400,1600';

export function capacityEndpoints(quick: boolean, env = process.env): CapacityEndpoint[] {
  const override = env.CAPACITY_RATES;
  const listRates = rates(override ?? (quick ? QUICK_LIST_RATES : LIST_RATES));
  const all: CapacityEndpoint[] = [
    {
      name: 'nearby',
      path: '/api/requests/nearby',
      page: 'Solicitudes cerca (proveedor)',
      owner: 'provider',
      rates: rates(override ?? NEARBY_RATES),
    },
    {
      name: 'programados',
      path: '/api/services?when=upcoming',
      page: 'Programados (cliente)',
      owner: 'customer',
      rates: listRates,
    },
    {
      name: 'calendario',
      path: '/api/services?when=upcoming',
      page: 'Calendario (proveedor)',
      owner: 'provider',
      rates: listRates,
    },
    { name: 'pagos', path: '/api/payments', page: 'Pagos (cliente)', owner: 'customer', rates: listRates },
    {
      name: 'ganancias',
      path: '/api/earnings',
      page: 'Ganancias (proveedor)',
      owner: 'provider',
      rates: listRates,
    },
  ];
  const asked = (env.CAPACITY_ENDPOINTS ?? ENDPOINT_NAMES.join(',')).split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !all.some((endpoint) => endpoint.name === name));
  if (unknown.length > 0)
    throw new Error(
      `CAPACITY_ENDPOINTS: unknown ${unknown.join(', ')} (known: ${ENDPOINT_NAMES.join(', ')})`,
    );
  return all.filter((endpoint) => asked.includes(endpoint.name));
}

/** The list in a fixed random order, so any run of turns is a fair sample of busy and quiet owners. */
export function shuffled<T>(values: readonly T[], seed = 5): T[] {
  const next = random(seed);
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The cookies of the endpoint's owners, taken in turn. */
export function ownerCookies(endpoint: CapacityEndpoint, seeded: Seeded): string[] {
  // The nearby run keeps the providers' seeded order, as it was first measured.
  if (endpoint.name === 'nearby') return seeded.providerCookies;
  return shuffled(endpoint.owner === 'provider' ? seeded.providerCookies : seeded.customerCookies);
}
