import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { BASE_URL } from './env';
import { createAccount, test, type Role } from './fixtures';
import { approveOwnVerification, createRequest, NEAR_COYOACAN } from './provider';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

async function ok(response: Awaited<ReturnType<APIRequestContext['put']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * A provider with every panel page filled in: area, Premium plan, services, profile, verification approved; one open
 * request near.
 */
async function setUpProvider(request: APIRequestContext, playwright: PlaywrightWorkerArgs['playwright']) {
  await ok(await request.put('/api/provider/area', { data: { location: NEAR_COYOACAN, serviceRadius: 5 } }));
  await ok(await request.post('/api/subscription', { data: { planType: 'premium' } }), 201);
  const services = [
    { serviceId: 'home-cleaning', hourlyPrice: 85_000 },
    { serviceId: 'windows', hourlyPrice: 50_000 },
  ];
  await ok(await request.put('/api/provider/services', { data: { services } }));
  const profile = {
    displayName: 'Lupita Limpieza',
    bio: 'Diez años limpiando casas en Coyoacán.',
    yearsExperience: 10,
    phone: '5512345678',
  };
  await ok(await request.put('/api/provider/profile', { data: profile }));
  await approveOwnVerification(request);

  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client');
  await createRequest(customer, `Limpieza de sala ${randomUUID().slice(0, 6)}`, NEAR_COYOACAN);
  await customer.dispose();
}

/**
 * The cookies of a signed-in account of `role`, made once per worker: every page of a describe reuses them
 * instead of signing up again.
 */
export async function panelStorageState(
  playwright: PlaywrightWorkerArgs['playwright'],
  role: PanelRole,
): Promise<StorageState> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(request, role === 'newProvider' ? 'provider' : role);
  if (role === 'provider') await setUpProvider(request, playwright);
  const state = await request.storageState();
  await request.dispose();
  return state;
}

/** A new provider has no area, plan, services or profile yet: the panel shows its set-up prompts. */
export type PanelRole = Role | 'newProvider';
type PanelFixtures = { role: PanelRole | undefined };
type PanelWorkerFixtures = { panelState: (role: PanelRole) => Promise<StorageState> };

/** `test.use({ role })` signs every test of a describe in as that worker's one account of the role. */
export const panelTest = test.extend<PanelFixtures, PanelWorkerFixtures>({
  panelState: [
    async ({ playwright }, use) => {
      const made = new Map<PanelRole, Promise<StorageState>>();
      await use((role) => {
        if (!made.has(role)) made.set(role, panelStorageState(playwright, role));
        return made.get(role)!;
      });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  role: [undefined, { option: true }],
  storageState: async ({ role, panelState, storageState }, use) =>
    use(role ? await panelState(role) : storageState),
});
