// The product's catalogue (SPEC §3, §9): one source for the public site, the panels and the server.
// Money is integer centavos (MXN); format it with formatMoney from ./format. The numbers and codes the rules need
// (plan terms, ways to pay) are the domain's (domain/plans.ts, domain/payment-methods.ts); here they get names.
import { type PaymentMethod, REQUEST_PAYMENT_METHOD_VALUES } from './domain/payment-methods';
import type { CleaningType, EstimateExtra } from './domain/estimate';

// The plans in a file of their own, for the pages that name a plan and nothing else of the catalogue (the console).
export { findPlan, PLANS, type Plan } from './plan-catalog';

export const SERVICE_IDS = [
  'home-cleaning',
  'car-cleaning',
  'laundry',
  'garden',
  'pool',
  'windows',
  'bathroom',
  'maintenance',
  'deep-cleaning',
  'office-cleaning',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export interface Service {
  id: ServiceId;
  name: string;
  description: string;
  fromPrice: number;
  image: string;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'home-cleaning',
    name: 'Limpieza del Hogar',
    description: 'Limpieza general de recámaras, sala, comedor y cocina, con productos incluidos.',
    fromPrice: 80_000,
    image: '/images/services/home-cleaning.svg',
  },
  {
    id: 'car-cleaning',
    name: 'Lavado de Autos',
    description: 'Lavado exterior y aspirado de interiores a domicilio, sin que muevas tu auto.',
    fromPrice: 40_000,
    image: '/images/services/car-cleaning.svg',
  },
  {
    id: 'laundry',
    name: 'Lavandería',
    description: 'Lavado, secado y planchado de tu ropa y blancos, con entrega en tu puerta.',
    fromPrice: 30_000,
    image: '/images/services/laundry.svg',
  },
  {
    id: 'garden',
    name: 'Jardinería',
    description: 'Poda, corte de pasto, riego y limpieza de jardines, patios y macetas.',
    fromPrice: 60_000,
    image: '/images/services/garden.svg',
  },
  {
    id: 'pool',
    name: 'Limpieza de Piscinas',
    description: 'Aspirado, cepillado y balance químico del agua para una alberca lista para usar.',
    fromPrice: 100_000,
    image: '/images/services/pool.svg',
  },
  {
    id: 'windows',
    name: 'Limpieza de Ventanas',
    description: 'Vidrios, marcos y canceles sin marcas, por dentro y por fuera en planta baja.',
    fromPrice: 50_000,
    image: '/images/services/windows.svg',
  },
  {
    id: 'bathroom',
    name: 'Limpieza de Baños',
    description: 'Desinfección de sanitarios, regaderas, azulejo y juntas con productos seguros.',
    fromPrice: 40_000,
    image: '/images/services/bathroom.svg',
  },
  {
    id: 'maintenance',
    name: 'Mantenimiento General',
    description: 'Reparaciones menores de plomería, electricidad, pintura y ajustes del hogar.',
    fromPrice: 70_000,
    image: '/images/services/maintenance.svg',
  },
  {
    id: 'deep-cleaning',
    name: 'Limpieza Profunda',
    description: 'Limpieza a detalle de toda la casa: dentro de muebles, electrodomésticos y rincones.',
    fromPrice: 120_000,
    image: '/images/services/deep-cleaning.svg',
  },
  {
    id: 'office-cleaning',
    name: 'Limpieza de Oficina',
    description:
      'Escritorios, áreas comunes, cocineta y baños de oficinas y consultorios, fuera de tu horario.',
    fromPrice: 90_000,
    image: '/images/services/office-cleaning.svg',
  },
];

export function findService(id: string | null | undefined): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}

/**
 * The catalogue as a select's options: what a request, a booking and a provider's price list name, and what the
 * nearby filter offers. Office cleaning joined the nine services of the site; requests used to name a type of
 * their own (the migration service_catalogue says which service each old type became).
 */
export const SERVICE_OPTIONS: readonly Option<ServiceId>[] = SERVICES.map((service) => ({
  value: service.id,
  label: service.name,
}));

export interface Option<T extends string> {
  value: T;
  label: string;
}

export const BUDGET_RANGE_VALUES = ['0-500', '500-1000', '1000-2000', '2000+'] as const;
export type BudgetRange = (typeof BUDGET_RANGE_VALUES)[number];

export const BUDGET_RANGES: readonly Option<BudgetRange>[] = [
  { value: '0-500', label: '$0 - $500' },
  { value: '500-1000', label: '$500 - $1,000' },
  { value: '1000-2000', label: '$1,000 - $2,000' },
  { value: '2000+', label: 'Más de $2,000' },
];

export const PAYMENT_METHODS: readonly Option<PaymentMethod>[] = [
  { value: 'cash', label: 'Efectivo' },
  { value: 'card', label: 'Tarjeta' },
  { value: 'transfer', label: 'Transferencia' },
  { value: 'spei', label: 'SPEI (transferencia con referencia)' },
  { value: 'oxxo', label: 'Efectivo en OXXO' },
];

/**
 * The services the 'Cotizador' estimates from the home (recámaras, baños, tipo de limpieza, extras, mascotas);
 * every other one is booked for the hours the customer chooses (domain/service-length.ts).
 */
export const HOME_ESTIMATE_SERVICES: readonly ServiceId[] = ['home-cleaning', 'deep-cleaning'];

export const isEstimatedFromHome = (serviceId: ServiceId) => HOME_ESTIMATE_SERVICES.includes(serviceId);

/** The choices of the 'Cotizador' (domain/estimate.ts): 'Tipo de limpieza' and the extras. */
export const CLEANING_TYPE_OPTIONS: readonly Option<CleaningType>[] = [
  { value: 'general', label: 'General' },
  { value: 'profunda', label: 'Profunda' },
  { value: 'mudanza', label: 'Mudanza' },
];

export const ESTIMATE_EXTRA_OPTIONS: readonly Option<EstimateExtra>[] = [
  { value: 'ventanas', label: 'Ventanas' },
  { value: 'refrigerador', label: 'Refrigerador' },
  { value: 'horno', label: 'Horno' },
  { value: 'planchado', label: 'Planchado' },
];

/** The three ways a request can name (SPEI and OXXO are chosen later, through the gateway). */
export const REQUEST_PAYMENT_METHODS = PAYMENT_METHODS.filter((method) =>
  (REQUEST_PAYMENT_METHOD_VALUES as readonly string[]).includes(method.value),
);

export function labelOf<T extends string>(options: readonly Option<T>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
