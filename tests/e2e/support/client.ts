import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { BASE_URL } from './env';
import { fillContact } from './contact';
import { createAccount } from './fixtures';
import { approveOwnVerification, type Place } from './provider';

export type RequestFormValues = {
  title: string;
  description?: string;
  serviceType?: string;
  budgetRange?: string;
  paymentMethod?: 'Efectivo' | 'Tarjeta' | 'Transferencia';
  /** A datetime-local value, read in the browser's zone (America/Mexico_City in playwright.config.ts). */
  requiredDate?: string;
  /** Leave the address and phone as the form shows them (pre-filled from Perfil). */
  keepContact?: boolean;
};

export async function openRequestForm(page: Page): Promise<void> {
  await page.goto('/cliente/solicitudes');
  await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Nueva Solicitud' })).toBeVisible();
}

/** Picks Coyoacán through the place search, as a person would: type, then choose the suggestion. */
export async function pickCoyoacan(page: Page): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Ubicación' });
  await search.pressSequentially('Coyo');
  await page.getByRole('option', { name: 'Coyoacán, Ciudad de México' }).click();
  await expect(search).toHaveValue('Coyoacán, Ciudad de México');
}

export async function fillRequestForm(page: Page, values: RequestFormValues): Promise<void> {
  await page.getByLabel('Título').fill(values.title);
  await page
    .getByLabel('Descripción')
    .fill(values.description ?? 'Limpieza general de un departamento de dos recámaras.');
  await page
    .getByLabel('Tipo de servicio')
    .selectOption({ label: values.serviceType ?? 'Limpieza del Hogar' });
  await page.getByLabel('Presupuesto').selectOption({ label: values.budgetRange ?? '$500 - $1,000' });
  await page.getByRole('radio', { name: values.paymentMethod ?? 'Efectivo' }).check();
  await page.getByLabel('Fecha y hora').fill(values.requiredDate ?? '2030-05-01T10:00');
  await pickCoyoacan(page);
  // A new account's Perfil is empty: nothing is pre-filled.
  if (!values.keepContact) await fillContact(page);
}

type Offer = { displayName: string; price: number; message: string };

/**
 * A new provider working around `area` offers on the request: subscribed, verified, with a public name, through
 * the API in a request context of their own (the customer's page never shares their cookies).
 */
export async function offerAsProvider(
  playwright: PlaywrightWorkerArgs['playwright'],
  requestId: string,
  area: Place,
  offer: Offer,
): Promise<void> {
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await createAccount(provider, 'provider');
    await expectOk(provider.post('/api/subscription', { data: { planType: 'basic' } }));
    await approveOwnVerification(provider);
    await expectOk(provider.put('/api/provider/area', { data: { location: area, serviceRadius: 5 } }));
    await expectOk(
      provider.put('/api/provider/profile', {
        data: { displayName: offer.displayName, bio: '', yearsExperience: 3, phone: '5512345678' },
      }),
    );
    await expectOk(
      provider.post(`/api/requests/${requestId}/applications`, {
        data: { proposedPrice: offer.price, message: offer.message },
      }),
    );
  } finally {
    await provider.dispose();
  }
}

export async function expectOk(call: ReturnType<APIRequestContext['post']>): Promise<void> {
  const response = await call;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
}
