import { expect, type Locator, type Page } from '@playwright/test';

/** The exact address and phone a journey's request or booking gives the provider the customer hires. */
export const E2E_CONTACT = {
  address: {
    street: 'Av. Universidad 1200',
    interior: '4',
    colonia: 'Xoco',
    references: 'Entre Real de Mayorazgo y Popocatépetl',
  },
  phone: '55 1234 5678',
};

/** The same address on one line, as a card, the .ics and the map read it (with the place after it). */
export const E2E_ADDRESS_LINE = 'Av. Universidad 1200, Int. 4, Xoco';

/** The full name journeys sign up with, unless they give their own; a provider's is another person's. */
export const E2E_FULL_NAME = 'Carmen Ruiz López';
export const E2E_PROVIDER_NAME = 'Pedro Sánchez Mora';

/** Fills the address and phone fields of a request, a booking, the accept dialog (inside `scope`). */
export async function fillContact(scope: Page | Locator, contact = E2E_CONTACT) {
  await scope.getByLabel('Calle y número', { exact: true }).fill(contact.address.street);
  await scope.getByLabel('Número interior (opcional)', { exact: true }).fill(contact.address.interior);
  await scope.getByLabel('Colonia', { exact: true }).fill(contact.address.colonia);
  await scope
    .getByLabel('Entre calles / referencias (opcional)', { exact: true })
    .fill(contact.address.references);
  await scope.getByLabel('Teléfono de contacto', { exact: true }).fill(contact.phone);
}

/** The fields show `contact` (pre-filled from Perfil, or as typed). */
export async function expectContact(scope: Page | Locator, contact = E2E_CONTACT) {
  await expect(scope.getByLabel('Calle y número', { exact: true })).toHaveValue(contact.address.street);
  await expect(scope.getByLabel('Colonia', { exact: true })).toHaveValue(contact.address.colonia);
  await expect(scope.getByLabel('Teléfono de contacto', { exact: true })).toHaveValue(contact.phone);
}

/** From the focused 'Calle y número', the address and phone typed with the keyboard alone, in tab order. */
export async function typeContact(page: Page, contact = E2E_CONTACT) {
  await expect(page.getByLabel('Calle y número', { exact: true })).toBeFocused();
  await page.keyboard.type(contact.address.street);
  for (const [label, value] of [
    ['Número interior (opcional)', contact.address.interior],
    ['Colonia', contact.address.colonia],
    ['Entre calles / referencias (opcional)', contact.address.references],
    ['Teléfono de contacto', contact.phone],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
  }
}
