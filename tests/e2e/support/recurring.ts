import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { PlanOut } from '#shared/schemas/recurring';
import { createBookableProvider, freeStart, lengthFor, uniqueName } from './booking';
import { E2E_CONTACT } from './contact';
import { BASE_URL } from './env';
import { expect, login, signUp } from './fixtures';
import { NEAR_COYOACAN } from './provider';

/** The signed-in customer books at `requiredDate` as the wizard sends it: once, or a weekly plan from then. */
export async function book(page: Page, providerId: string, requiredDate: string, weekly = true) {
  const created = await page.request.post(weekly ? '/api/recurring-plans' : '/api/bookings', {
    data: {
      serviceId: 'home-cleaning',
      providerId,
      length: lengthFor('home-cleaning'),
      requiredDate,
      location: NEAR_COYOACAN,
      contact: E2E_CONTACT,
      notes: '',
      paymentMethod: 'cash',
      idempotencyKey: randomUUID(),
      ...(weekly ? { rhythm: 'weekly' } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

export const weeklyPlan = async (page: Page, providerId: string, requiredDate: string) =>
  ((await book(page, providerId, requiredDate)) as { plan: PlanOut }).plan;

/** The customer's plan as their list answers it, read until `until` holds (the scheduler works in the background). */
export async function planWhen(
  customer: APIRequestContext,
  planId: string,
  until: (plan: PlanOut) => boolean,
): Promise<PlanOut> {
  let plan: PlanOut | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await customer.get('/api/recurring-plans')).json()) as { plans: PlanOut[] };
      plan = answer.plans.find((one) => one.id === planId);
      return plan !== undefined && until(plan);
    })
    .toBe(true);
  return plan!;
}

/** The provider accepts through the API, then the scheduler books the visits ahead: at least 4 listed. */
export async function acceptedWithVisits(
  customer: APIRequestContext,
  provider: APIRequestContext,
  planId: string,
) {
  const accepted = await provider.post(`/api/provider/recurring-plans/${planId}/answer`, {
    data: { accept: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return planWhen(customer, planId, (plan) => plan.nextVisits.length >= 4);
}

/** A request context signed in as this account (dispose it when done). */
export async function signedInRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  { email, password }: { email: string; password: string },
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE_URL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return request;
}

/**
 * The set-up the plan-changing journeys share: a provider (Básico, home cleaning at `price` cents) signed in in a
 * second browser context, a new customer signed in on `page`, and the customer's weekly plan from the first free
 * start a day ahead, accepted, with its visits booked. Close `providerContext` when the journey is done with it.
 */
export async function activeWeeklyPlan(
  {
    page,
    browser,
    playwright,
  }: { page: Page; browser: Browser; playwright: PlaywrightWorkerArgs['playwright'] },
  { price, name }: { price: number; name: string },
) {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price,
    plan: 'basic',
    displayName: uniqueName(name),
  });
  await signUp(page, 'client');
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, provider.email, provider.password);
  const created = await weeklyPlan(
    page,
    provider.id,
    await freeStart(page, provider.id, 'home-cleaning', { day: 1 }),
  );
  const plan = await acceptedWithVisits(page.request, providerPage.request, created.id);
  return { provider, providerContext, providerPage, plan };
}
