import { describe, expect, it } from 'vitest';
import { SERVICES } from '#shared/catalog';
import { providerMessages } from '#shared/provider-messages';
import { servicesResolver, toForm, type ServicesForm } from './services-resolver';

const resolve = (values: ServicesForm) => servicesResolver(values, undefined, {} as never);
const index = (id: string) => SERVICES.findIndex((service) => service.id === id);

function form(offered: Record<string, number>): ServicesForm {
  return {
    rows: SERVICES.map((service) =>
      service.id in offered
        ? { offered: true, price: offered[service.id]! }
        : { offered: false, price: Number.NaN },
    ),
  };
}

describe('servicesResolver', () => {
  it('sends only the offered services, with pesos turned into centavos', async () => {
    const result = await resolve(form({ laundry: 350.5, garden: 600 }));
    expect(result.values).toEqual({
      services: [
        { serviceId: 'laundry', hourlyPrice: 35_050 },
        { serviceId: 'garden', hourlyPrice: 60_000 },
      ],
    });
  });

  it('puts the shared schema’s message under the row whose price is missing', async () => {
    const result = await resolve(form({ 'home-cleaning': 800, pool: Number.NaN }));
    const rows = (result.errors as { rows?: Array<{ price?: { message: string } }> }).rows;
    expect(rows?.[index('pool')]?.price?.message).toBe(providerMessages.hourlyPriceRange);
    expect(rows?.[index('home-cleaning')]).toBeUndefined();
  });

  it('ignores a price left in a row that is not offered', async () => {
    const values = form({});
    values.rows[0] = { offered: false, price: -5 };
    expect((await resolve(values)).values).toEqual({ services: [] });
  });
});

describe('toForm', () => {
  it('shows saved prices in pesos and every other service unchecked', () => {
    const rows = toForm({ services: [{ serviceId: 'windows', hourlyPrice: 55_000 }] }).rows;
    expect(rows[index('windows')]).toEqual({ offered: true, price: 550 });
    expect(rows.filter((row) => row.offered)).toHaveLength(1);
  });
});
