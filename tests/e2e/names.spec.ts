import { providerPath } from '#shared/slug';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expectOk } from './support/client';
import { BASE_URL } from './support/env';
import { createAccount, expect, PANEL, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { agreedWithProvider, startIn, stepByApi } from './support/services';

// Issue: people are called by their name — sign-up asks for it, accounts made before are asked once, and
// everyone else reads a customer as 'Carmen R.'.

for (const role of ['client', 'provider'] as const) {
  test(`a ${role} account made before sign-up asked for the name answers 'Cuéntanos cómo te llamas' once, with the keyboard`, async ({
    page,
  }) => {
    await createAccount(page.request, role);
    // As an account made before: no name on the account nor on the profile (the journeys' hook).
    await expectOk(page.request.post('/api/test/profile/forget-name'));
    await page.goto(`${PANEL[role]}/perfil`);
    await waitForContent(page, true);

    // Instead of the page opened: the question, its field already focused.
    await expect(page.getByRole('heading', { level: 2, name: 'Cuéntanos cómo te llamas' })).toBeVisible();
    const name = page.getByLabel('Nombre completo');
    await expect(name).toBeFocused();
    await expect(page.getByRole('main')).not.toContainText('Hola,');
    await page.keyboard.press('Enter');
    await expect(name).toHaveAccessibleDescription('El nombre es requerido');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, "'Cuéntanos cómo te llamas' with its error");
    await page.keyboard.type('Lucía Hernández Soto');
    await tabNext(page, page.getByRole('button', { name: 'Guardar y continuar' }));
    await page.keyboard.press('Enter');

    // Then the page that was opened, and the greeting by first name, never the e-mail; and not again.
    await expect(page.getByRole('heading', { level: 2, name: 'Cuéntanos cómo te llamas' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
    await page.goto(PANEL[role]);
    await expect(page.getByRole('main')).toContainText('Hola, Lucía.');
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Hola, Lucía.');
    await expect(page.getByRole('heading', { name: 'Cuéntanos cómo te llamas' })).toHaveCount(0);
  });
}

test('a reviewed customer is «Carmen R.» to the provider and on the public page, its JSON-LD included', async ({
  page,
  browser,
}) => {
  test.slow(); // A service taken through to its reviews, in two browsers.
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  const displayName = `Brillo ${service.id.slice(0, 4)}`;
  await expectOk(
    providerPage.request.put('/api/provider/profile', {
      data: { displayName, bio: '', yearsExperience: 4, phone: '5512345678' },
    }),
  );
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });
  const comment = 'Muy puntual y cuidadosa con los muebles.';
  await expectOk(page.request.post(`/api/services/${service.id}/review`, { data: { rating: 5, comment } }));
  await expectOk(
    providerPage.request.post(`/api/services/${service.id}/review`, {
      data: { rating: 5, comment: 'Clienta amable.' },
    }),
  );

  await providerPage.goto('/proveedor/resenas');
  await waitForContent(providerPage, true);
  await expect(providerPage.getByRole('main')).toContainText('Carmen R.');
  await expect(providerPage.getByRole('main')).not.toContainText('Ruiz López');

  const profile = (await (await providerPage.request.get('/api/profile')).json()) as { id: string };
  const path = providerPath({ displayName, id: profile.id });
  await providerContext.close();
  await page.goto(path);
  const reviews = page.getByRole('region', { name: 'Reseñas de clientes' });
  await expect(reviews).toContainText(comment);
  await expect(reviews).toContainText('Carmen R.');
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain('Ruiz López');
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as {
    review: { author: { name: string } }[];
  };
  expect(ld.review.map((review) => review.author.name)).toEqual(['Carmen R.']);
});

test('a customer renames themselves in Perfil and a provider in theirs, and the greeting says the new first name at once', async ({
  page,
  browser,
}) => {
  await createAccount(page.request, 'client');
  await expectOk(
    page.request.put('/api/profile', {
      data: {
        fullName: 'Carmen Ruiz López',
        phone: '5587654321',
        address: { street: 'Calle Xola 1402', colonia: 'Narvarte Poniente' },
      },
    }),
  );
  await page.goto(PANEL.client);
  await expect(page.getByRole('main')).toContainText('Hola, Carmen.');
  const clientMenu = page.getByRole('navigation', { name: 'Menú: Mi Panel' });
  await clientMenu.getByRole('link', { name: 'Perfil', exact: true }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const fullName = page.getByLabel('Nombre completo');
  await expect(fullName).toBeFocused();
  await fullName.fill('Lucía Hernández Soto');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Perfil actualizado exitosamente')).toBeVisible();
  // Without reloading: the panel greets the new name.
  await clientMenu.getByRole('link', { name: 'Resumen', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('Hola, Lucía.');

  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const provider = await providerContext.newPage();
  await createAccount(provider.request, 'provider');
  await provider.goto(PANEL.provider);
  await expect(provider.getByRole('main')).toContainText('Hola, Pedro.');
  const providerMenu = provider.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  await providerMenu.getByRole('link', { name: 'Perfil', exact: true }).click();
  await waitForContent(provider, true);
  const card = provider.getByRole('region', { name: 'Tu nombre' });
  const name = card.getByLabel('Nombre completo');
  await expect(name).toHaveValue('Pedro Sánchez Mora');
  // With the keyboard alone: an empty name is refused with the sign-up's message, then the new one is saved.
  await tabTo(provider, name);
  await provider.keyboard.press('ControlOrMeta+a');
  await provider.keyboard.press('Backspace');
  await tabNext(provider, card.getByRole('button', { name: 'Guardar nombre' }));
  await provider.keyboard.press('Enter');
  await expect(name).toHaveAccessibleDescription('El nombre es requerido');
  await expect(name).toBeFocused();
  await expectNoAxeViolations(provider, 'the provider’s Perfil with its name card and an error');
  await provider.keyboard.type('Rosa Martínez Díaz');
  await provider.keyboard.press('Enter');
  await expect(toast(provider, 'Nombre actualizado')).toBeVisible();
  await providerMenu.getByRole('link', { name: 'Resumen', exact: true }).click();
  await expect(provider.getByRole('main')).toContainText('Hola, Rosa.');
  await provider.reload();
  await expect(provider.getByRole('main')).toContainText('Hola, Rosa.');
  await providerContext.close();
});
