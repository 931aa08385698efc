// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import '#web/lib/zod-resolver';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { SERVICES } from '#shared/catalog';
import { providerServicesInput, type ProviderServicesInput } from '#shared/schemas/provider';

// One row per catalogue service, in catalogue order; prices per hour are typed in pesos.
export type ServiceRow = { offered: boolean; price: number };
export type ServicesForm = { rows: ServiceRow[] };

export function toForm(saved: ProviderServicesInput): ServicesForm {
  return {
    rows: SERVICES.map((service) => {
      const price = saved.services.find((item) => item.serviceId === service.id)?.hourlyPrice;
      return { offered: price !== undefined, price: price === undefined ? Number.NaN : price / 100 };
    }),
  };
}

// The form speaks pesos per row; the shared schema speaks centavos per offered service. This resolver
// converts, lets the shared schema judge, and puts each message back under the row it belongs to.
export const servicesResolver: Resolver<ServicesForm, unknown, ProviderServicesInput> = async (values) => {
  const offered = values.rows.flatMap((row, index) => (row.offered ? [index] : []));
  const input = {
    services: offered.map((index) => ({
      serviceId: SERVICES[index]!.id,
      hourlyPrice: Math.round(values.rows[index]!.price * 100),
    })),
  };
  const result = providerServicesInput.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };

  const rows: Array<{ price?: { type: string; message: string } }> = [];
  for (const issue of result.error.issues) {
    const [, position] = issue.path;
    const index = typeof position === 'number' ? offered[position] : undefined;
    if (index !== undefined) rows[index] = { price: { type: issue.code, message: issue.message } };
  }
  return { values: {}, errors: { rows } as FieldErrors<ServicesForm> };
};
