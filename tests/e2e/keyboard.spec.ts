import { expect, PANEL, PASSWORD, test, toast, uniqueEmail } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { readVerificationLink } from './support/outbox';

// Journeys done with the keyboard alone: no click, no fill; every field is reached by Tab and typed into.

test("a client signs up with the keyboard alone, lands on 'Revisa tu correo' and asks for the e-mail again", async ({
  page,
}) => {
  const email = uniqueEmail('teclado');
  await page.goto('/registro');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Registrarse' });
  await expect(submit).toBeEnabled();

  await tabTo(page, page.getByLabel('Nombre completo'));
  await page.keyboard.type('Teresa Ávila');
  await tabNext(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(email);
  await tabNext(page, page.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(PASSWORD);
  const showFirst = main.getByRole('button', { name: 'Mostrar contraseña' }).first();
  await tabNext(page, showFirst);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await tabNext(page, page.getByLabel('Confirmar contraseña'));
  await page.keyboard.type(PASSWORD);
  await tabNext(page, main.getByRole('button', { name: 'Mostrar contraseña' }));
  const userType = page.getByLabel('Tipo de usuario');
  await tabNext(page, userType);
  await page.keyboard.press('ArrowDown');
  await expect(userType).toHaveValue('client');
  await tabNext(page, submit);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeFocused();
  await tabNext(page, main.getByRole('button', { name: 'Reenviar correo' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Correo reenviado')).toBeVisible();

  // The e-mail is read outside the browser; its link opens the panel, signed in.
  await page.goto(await readVerificationLink(email));
  await expect(page).toHaveURL((url) => url.pathname === PANEL.client);
  await expect(page.getByRole('main')).toContainText('Hola, Teresa.');
});

test('a client signs in with the keyboard alone, going back with Shift+Tab to fix the e-mail', async ({
  page,
  clientAccount,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();

  await tabTo(page, email);
  await page.keyboard.type(`x${clientAccount.email}`);
  await tabNext(page, password);
  await page.keyboard.type(clientAccount.password);
  await tabNext(page, email, 'Shift+Tab');
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await expect(email).toHaveValue(clientAccount.email);
  await tabNext(page, password);
  await tabNext(page, page.getByRole('button', { name: 'Mostrar contraseña' }));
  await tabNext(page, page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
  await tabNext(page, page.getByRole('main').getByRole('button', { name: 'Iniciar Sesión' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});

test('an empty contact form sends the focus to its first error; then it is sent by keyboard', async ({
  page,
}) => {
  await page.goto('/contacto');
  const send = page.getByRole('button', { name: 'Enviar Mensaje' });
  await expect(send).toBeEnabled();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Nombre', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Por favor ingresa tu nombre');

  await page.keyboard.type('Rosa Jiménez');
  await tabNext(page, page.getByLabel('Correo electrónico', { exact: true }));
  await page.keyboard.type('rosa@example.com');
  await tabNext(page, page.getByLabel('Asunto', { exact: true }));
  await page.keyboard.type('Horario del sábado');
  await tabNext(page, page.getByLabel('Mensaje', { exact: true }));
  await page.keyboard.type('¿Atienden el sábado por la tarde?');
  await tabNext(page, send);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Mensaje enviado')).toBeVisible();
  await expect(name).toHaveValue('');
});

// '/' is prerendered without React (src/web/enhance runs its menu), '/contacto' is a React page.
for (const path of ['/', '/contacto']) {
  test(`the mobile menu of ${path} works by keyboard and Escape gives the focus back to its button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(close).toBeFocused();
    await tabNext(page, menu.getByRole('link', { name: 'Servicios' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Cómo Funciona' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/como-funciona');
    await expect(menu).toBeHidden();
  });
}
