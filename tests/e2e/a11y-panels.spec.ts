import { randomUUID } from 'node:crypto';
import { CLIENT_MENU, NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import {
  bookByApi,
  chooseProviderAndDate,
  createBookableProvider,
  fillAddress,
  uniqueName,
  withdrawServices,
} from './support/booking';
import { offerAsProvider } from './support/client';
import { expect, signUp, toast } from './support/fixtures';
import { panelTest as test } from './support/panel-accounts';
import { createRequest, NEAR_COYOACAN } from './support/provider';

const PROVIDER_PATHS = Object.values(PROVIDER_PAGES).map((page) => page.to);

test.describe('as a client', () => {
  test.use({ role: 'client' });
  // One tab through every page of the menu (a fresh browser context costs more CPU than a page visit), a step
  // per page so a failure names it.
  test('axe finds no violation on any page of the customer’s menu', async ({ page }) => {
    test.slow(); // A scan per page.
    for (const { to, label } of CLIENT_MENU) {
      await test.step(to, async () => {
        await page.goto(to);
        await waitForContent(page, true);
        // The page itself, not the panel's not-found page.
        await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });

  test('axe finds no violation on the new-request form after an empty submit', async ({ page }) => {
    await page.goto(NEW_REQUEST_PATH);
    await waitForContent(page, true);
    await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
    await expect(page.getByLabel('Título')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Ubicación' })).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Por favor selecciona una ubicación')).toBeVisible();
    await expectNoAxeViolations(page, 'the new-request form with its errors');
  });

  test('axe finds no violation on Perfil in edit mode with its errors', async ({ page }) => {
    await page.goto('/cliente/perfil');
    await waitForContent(page, true);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nombre completo').fill('');
    await page.getByLabel('Teléfono').fill('55123');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByLabel('Teléfono')).toHaveAccessibleDescription(
      /El teléfono debe tener al menos 10 dígitos/,
    );
    await expect(page.getByLabel('Calle y número')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'Perfil with its errors');
  });

  // booking.spec.ts checks each step as it is filled in and step 3 with its errors; these are the other two.
  test('axe finds no violation on the wizard’s address step with its errors and its provider step with the server’s', async ({
    page,
    playwright,
  }) => {
    test.slow(); // Two providers set up, two scans.
    const gone = await createBookableProvider(playwright, {
      serviceId: 'maintenance',
      price: 95_000,
      plan: 'basic',
      displayName: uniqueName('Mantenimiento Ausente'),
    });
    const staying = await createBookableProvider(playwright, {
      serviceId: 'maintenance',
      price: 99_000,
      plan: 'premium',
      displayName: uniqueName('Mantenimiento Presente'),
      bio: 'Plomería y electricidad menor.',
      yearsExperience: 4,
    });
    await page.goto('/reservar?servicio=maintenance');
    await waitForContent(page, true);
    await expect(page.getByRole('radio', { name: 'Mantenimiento' })).toBeChecked();
    await chooseProviderAndDate(page, gone.displayName);
    const confirm = page.getByRole('button', { name: 'Confirmar Reserva' });
    await confirm.click();
    await expect(page.getByLabel('Calle y número')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Teléfono de contacto')).toHaveAttribute('aria-invalid', 'true');
    // The place is chosen in step 3 now, before the free times: keyboard-client checks its error there.
    await expectNoAxeViolations(page, 'the address step with its errors');

    await fillAddress(page);
    await withdrawServices(playwright, gone);
    await confirm.click();
    const group = page.getByRole('group', { name: 'Elige a tu proveedor' });
    await expect(group).toHaveAccessibleDescription(/Este proveedor ya no está disponible/);
    await expect(page.getByRole('radio', { name: staying.displayName })).toBeVisible();
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the provider step with the server’s error');
  });
});

test.describe('as a client with a request, an offer and a direct booking', () => {
  test('axe finds no violation on Mis Solicitudes with an offer and a direct booking', async ({
    page,
    playwright,
  }) => {
    test.slow(); // Two providers set up through the API before the scan.
    const provider = await createBookableProvider(playwright, {
      serviceId: 'windows',
      price: 60_000,
      plan: 'premium',
      displayName: uniqueName('Ventanas Claras'),
    });
    await signUp(page, 'client');
    const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
    const request = await createRequest(page.request, title, NEAR_COYOACAN);
    await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
      displayName: 'Limpiezas Rosa',
      price: 800,
      message: 'Puedo ir mañana con mis productos.',
    });
    await bookByApi(page, provider, 'windows');

    await page.goto('/cliente/solicitudes');
    await waitForContent(page, true);
    const offers = page
      .getByRole('article', { name: title })
      .getByRole('region', { name: 'Ofertas recibidas (1)' });
    await expect(offers).toContainText('Limpiezas Rosa');
    await expect(page.getByRole('article', { name: 'Limpieza de Ventanas' })).toContainText(
      `Reserva directa con ${provider.displayName}`,
    );
    await expectNoAxeViolations(page, 'Mis Solicitudes with an offer and a direct booking');
  });
});

// What shows that a provider page drew its data, not only its frame.
const PROVIDER_CONTENT: Partial<Record<string, string>> = {
  [PROVIDER_PAGES.subscription.to]: 'Tu suscripción: Premium',
  [PROVIDER_PAGES.requests.to]: 'Limpieza de sala',
};

test.describe('as a provider', () => {
  test.use({ role: 'provider' });
  test('axe finds no violation on any page of the provider’s menu', async ({ page }) => {
    test.slow(); // A scan per page.
    for (const path of PROVIDER_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForContent(page, true);
        const content = PROVIDER_CONTENT[path];
        if (content) await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });

  test('axe finds no violation in the Aplicar dialog, empty and with its errors', async ({ page }) => {
    test.slow(); // Two scans.
    await page.goto(PROVIDER_PAGES.requests.to);
    await waitForContent(page, true);
    await page.getByRole('article').getByRole('button', { name: 'Aplicar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
    await expect(dialog.getByLabel('Precio (MXN)')).toBeFocused();
    await expectNoAxeViolations(page, 'the Aplicar dialog');
    await dialog.getByLabel('Precio (MXN)').fill('0');
    await dialog.getByLabel('Mensaje').fill('Puedo ir el sábado.');
    await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(dialog.getByLabel('Precio (MXN)')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the Aplicar dialog with errors');
  });

  test('axe finds no violation in the plan confirmation dialog', async ({ page }) => {
    await page.goto(PROVIDER_PAGES.subscription.to);
    await waitForContent(page, true);
    await page.getByRole('button', { name: 'Elegir Básico' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmar plan Básico' })).toBeVisible();
    await expectNoAxeViolations(page, 'the plan confirmation dialog');
  });

  test('axe finds no violation on the area form with suggestions, with an error and with its toast', async ({
    page,
  }) => {
    test.slow(); // Three scans.
    await page.goto(PROVIDER_PAGES.area.to);
    await waitForContent(page, true);
    const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
    await search.fill('coyo');
    await expect(page.getByRole('option', { name: 'Coyoacán, Ciudad de México' })).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'the place search with its suggestions open');
    await search.press('Enter');
    await expect(search).toHaveValue('Coyoacán, Ciudad de México');
    const radius = page.getByLabel('Radio de servicio (km)');
    const save = page.getByRole('button', { name: 'Guardar área' });
    await radius.fill('60');
    await save.click();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the area form with an error');
    await radius.fill('5');
    await save.click();
    const shown = toast(page, 'Área de servicio actualizada');
    await shown.hover();
    await expectNoAxeViolations(page, 'the area page with its toast');
    await expect(shown).toBeVisible();
  });

  test('axe finds no violation in the panel on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PROVIDER_PAGES.requests.to);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the provider panel at 375 px');
  });
});

test.describe('as a provider who has set up nothing yet', () => {
  test.use({ role: 'newProvider' });
  test('axe finds no violation on Resumen, Solicitudes and Suscripción with their set-up prompts', async ({
    page,
  }) => {
    for (const { to } of [PROVIDER_PAGES.overview, PROVIDER_PAGES.requests, PROVIDER_PAGES.subscription]) {
      await test.step(to, async () => {
        await page.goto(to);
        await waitForContent(page, true);
        await expectNoAxeViolations(page);
      });
    }
  });
});
