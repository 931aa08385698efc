import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_FULL_NAME, E2E_PROVIDER_NAME } from './contact';
import { BASE_URL } from './env';
import { readVerificationLink } from './outbox';

export type Role = 'client' | 'provider';
export type Account = { email: string; password: string; role: Role };

export const PASSWORD = 'limpieza-segura-2024';
export const PANEL: Record<Role, string> = { client: '/cliente', provider: '/proveedor' };

export function uniqueEmail(label = 'persona'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

// better-auth checks the Origin of state-changing calls, as a browser would send it.
const sameOrigin = { origin: BASE_URL };

/** Signs up through the API, as the form does: nobody is signed in until the e-mailed link is opened. */
export async function createUnconfirmedAccount(
  request: APIRequestContext,
  role: Role,
  email = uniqueEmail(role),
  fullName = role === 'provider' ? E2E_PROVIDER_NAME : E2E_FULL_NAME,
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { fullName, email, password: PASSWORD, userType: role },
    headers: sameOrigin,
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password: PASSWORD, role } satisfies Account;
}

/** Opens the newest verification link sent to `email` with this request context, which gets the session. */
export async function openVerificationLink(request: APIRequestContext, email: string, since?: Date) {
  const link = await readVerificationLink(email, since);
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers()['set-cookie'], 'a session cookie from the verification link').toContain(
    'session_token',
  );
}

/**
 * Creates an account through the API and confirms its address, with the given request context (its cookie jar
 * gets the session).
 */
export async function createAccount(
  request: APIRequestContext,
  role: Role,
  email = uniqueEmail(role),
  fullName = role === 'provider' ? E2E_PROVIDER_NAME : E2E_FULL_NAME,
) {
  // A second of slack: the outbox names files by the server's clock.
  const since = new Date(Date.now() - 1000);
  const account = await createUnconfirmedAccount(request, role, email, fullName);
  await openVerificationLink(request, email, since);
  return account;
}

/** A signed-in person: the account is created with the page's own cookies. */
export function signUp(page: Page, role: Role): Promise<Account> {
  return createAccount(page.request, role);
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), BASE_URL).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
}

/** The visible toast (Radix also renders a short-lived announcer with the same text, outside this region). */
export function toast(page: Page, hasText: string) {
  return page
    .getByRole('region', { name: /^Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText });
}

type Fixtures = {
  /** A signed-out person who already has a client account. */
  clientAccount: Account;
};

export const test = base.extend<Fixtures>({
  clientAccount: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    await use(await createAccount(request, 'client'));
    await request.dispose();
  },
});

export { expect };
