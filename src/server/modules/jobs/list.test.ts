import { describe, expect, it } from 'vitest';
import { serviceMessages } from '#shared/service-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { insertService, signUpCustomer, signUpProvider } from '#server/testing/marketplace';

const DAY = 86_400_000;

describe(`a person's services, a list at a time (${testDriver})`, () => {
  const t = useTestApp();

  it('answers the upcoming ones, the ended ones a page at a time, and those of a month', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app);
    const now = t.clock.now().getTime();
    const service = (status: 'confirmed' | 'completed' | 'cancelled', at: number) =>
      insertService(
        t.database.db,
        { customerId: customer.userId, providerId: provider.userId },
        status,
        new Date(at),
      );
    const soon = await service('confirmed', now + 2 * DAY);
    const later = await service('confirmed', now + 40 * DAY);
    const ended: string[] = [];
    for (let day = 1; day <= 52; day++)
      ended.push(await service(day % 2 ? 'completed' : 'cancelled', now - day * DAY));

    const list = async (query: string) => {
      const answer = await customer.client.get(`/api/services${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { services: { id: string }[]; nextCursor?: string | null };
    };
    expect((await list('?when=upcoming')).services.map((row) => row.id)).toEqual([soon, later]);

    const first = await list('?when=past');
    expect(first.services.map((row) => row.id)).toEqual(ended.slice(0, 50));
    const second = await list(`?when=past&before=${first.nextCursor}`);
    expect(second.services.map((row) => row.id)).toEqual(ended.slice(50));
    expect(second.nextCursor).toBeNull();

    const month = new Date(now + 40 * DAY).toISOString().slice(0, 7);
    const ofMonth = (await list(`?month=${month}`)).services.map((row) => row.id);
    expect(ofMonth).toContain(later);
    expect(ofMonth).not.toContain(ended[51]);
    // The provider reads the same services as the other party.
    const providers = await provider.client.get('/api/services?when=upcoming');
    expect(providers.json().services.map((row: { id: string }) => row.id)).toEqual([soon, later]);

    for (const bad of ['?when=pronto', '?month=2026-13', '?when=past&before=ayer']) {
      const refused = await customer.client.get(`/api/services${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    expect((await list('')).services).toHaveLength(54);
  });

  it('answers the upcoming ones a page at a time, soonest first, to either side', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app);
    const now = t.clock.now().getTime();
    const ahead: string[] = [];
    for (let day = 1; day <= 52; day++)
      ahead.push(
        await insertService(
          t.database.db,
          { customerId: customer.userId, providerId: provider.userId },
          day % 2 ? 'confirmed' : 'pending',
          new Date(now + day * DAY),
        ),
      );
    await insertService(
      t.database.db,
      { customerId: customer.userId, providerId: provider.userId },
      'completed',
      new Date(now - DAY),
    );
    for (const party of [customer, provider]) {
      const first = (await party.client.get('/api/services?when=upcoming')).json();
      expect(first.services.map((row: { id: string }) => row.id)).toEqual(ahead.slice(0, 50));
      const second = (await party.client.get(`/api/services?when=upcoming&after=${first.nextCursor}`)).json();
      expect(second.services.map((row: { id: string }) => row.id)).toEqual(ahead.slice(50));
      expect(second.nextCursor).toBeNull();
    }
    const refused = await customer.client.get('/api/services?when=upcoming&after=pronto');
    expect(refused.statusCode).toBe(400);
  });

  it('answers a past-list cursor that is not one the server wrote with 400, never reaching the database', async () => {
    const customer = await signUpCustomer(t.app);
    const uuid = '0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c';
    for (const before of [
      `0000000000000.${'-'.repeat(36)}`,
      `1764142200000.${'a'.repeat(36)}`,
      `1764142200000.0b6a3c7e2f1d-4c8e-9a55-5d7e1f2a3b4c-`,
      `1764142200000.${uuid.toUpperCase()}`,
      `${'9'.repeat(19)}.${uuid}`,
      `-1.${uuid}`,
      `1.${uuid}.1`,
      `1.${uuid}x`,
      ` 1.${uuid}`,
      `01.${uuid}`,
    ]) {
      const answer = await customer.client.get(
        `/api/services?when=past&before=${encodeURIComponent(before)}`,
      );
      expect(answer.statusCode, before).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { before: serviceMessages.listInvalid },
      });
    }
    // The first and the last instant a cursor can name are pages, empty here, not errors.
    for (const before of [`0.${uuid}`, `${'9'.repeat(18)}.${uuid}`]) {
      const answer = await customer.client.get(`/api/services?when=past&before=${before}`);
      expect(answer.statusCode, before).toBe(200);
    }
  });
});
