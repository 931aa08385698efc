import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { fillRequestForm, openRequestForm } from './support/client';
import { chooseProviderAndDate, createBookableProvider, myBookingsWith, uniqueName } from './support/booking';
import { expectContact, typeContact } from './support/contact';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { messagesTo } from './support/outbox';
import { offeredRequest, offerOn, providerNamed } from './support/provider';
import { expectOk } from './support/client';
import { agreedWithProvider } from './support/services';

// Issue: the hired provider gets the exact address, the phone and the name; nobody else does.

/** What Carmen saved in Perfil: the request form starts from it. */
const PERFIL = {
  address: {
    street: 'Calle Xola 1402',
    interior: 'B',
    colonia: 'Narvarte Poniente',
    references: 'Portón verde, entre Pitágoras y Anaxágoras',
  },
  phone: '55 8765 4321',
};
const LINE = 'Calle Xola 1402, Int. B, Narvarte Poniente, Coyoacán, Ciudad de México';
const SECRETS = ['Xola', 'Portón verde', '8765 4321', 'Ruiz López'];

test('the address and phone pre-filled from Perfil reach only the provider the customer hires: Calendario with «Cómo llegar» and the phone, the e-mail and the .ics', async ({
  page,
  browser,
}) => {
  test.slow(); // Three accounts, two browsers, an e-mail and a download.
  await signUp(page, 'client');
  const saved = await page.request.put('/api/profile', {
    data: { fullName: 'Carmen Ruiz López', ...PERFIL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const tag = randomUUID().slice(0, 6);
  const chosen = await providerNamed(browser, `Brillo ${tag}`);
  const other = await providerNamed(browser, `Aseo ${tag}`);

  // The form asks for the exact address and the phone, filled in from Perfil, and says who will see them.
  await openRequestForm(page);
  await expect(
    page.getByText('Tu dirección exacta y tu teléfono sólo los verá el proveedor que contrates.'),
  ).toBeVisible();
  await expectContact(page, PERFIL);
  await expect(page.getByLabel('Número interior (opcional)')).toHaveValue('B');
  await expect(page.getByLabel('Entre calles / referencias (opcional)')).toHaveValue(
    PERFIL.address.references,
  );
  await expectNoAxeViolations(page, 'the new-request form with the address pre-filled');
  const title = `Limpieza profunda ${tag}`;
  await fillRequestForm(page, { title, keepContact: true });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Calle Xola 1402, Int. B, Narvarte Poniente');
  await expect(card).toContainText(PERFIL.phone);
  const mine = (await (await page.request.get('/api/requests/mine')).json()) as {
    requests: { id: string; title: string }[];
  };
  const requestId = mine.requests.find((request) => request.title === title)!.id;

  // Before acceptance, providers see the zone and 'Carmen R.', nothing more.
  for (const provider of [chosen, other]) {
    await provider.page.goto('/proveedor/solicitudes');
    const listed = provider.page.getByRole('article', { name: title });
    await expect(listed).toContainText('Carmen R.');
    await expect(listed).toContainText('Coyoacán');
    for (const secret of SECRETS) await expect(provider.page.getByRole('main')).not.toContainText(secret);
  }
  await offerOn(chosen.page, requestId, 780);
  await offerOn(other.page, requestId, 820);

  // Published with them: accepting asks nothing more.
  await page.reload();
  await card.getByRole('button', { name: `Aceptar oferta: Brillo ${tag}, $780` }).click();
  const dialog = page.getByRole('dialog', { name: `¿Aceptar la oferta de Brillo ${tag}?` });
  await expect(dialog.getByLabel('Calle y número')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();

  // A later change to Perfil does not move the agreed service.
  const moved = await page.request.put('/api/profile', {
    data: {
      fullName: 'Carmen Ruiz López',
      phone: '5599990000',
      address: { street: 'Av. Nueva 1', colonia: 'Del Valle' },
    },
  });
  expect(moved.status()).toBe(200);

  // The chosen provider: whom to ask for, where, how to get there and the phone to call.
  await chosen.page.goto('/proveedor/calendario');
  await waitForContent(chosen.page, true);
  const agenda = chosen.page.getByRole('article', { name: title });
  for (const text of ['Cliente: Carmen R.', 'Carmen Ruiz López', LINE, PERFIL.address.references])
    await expect(agenda).toContainText(text);
  await expect(agenda).not.toContainText('Av. Nueva');
  const call = agenda.getByRole('link', { name: PERFIL.phone });
  await expect(call).toHaveAttribute('href', 'tel:+525587654321');
  const directions = agenda.getByRole('link', { name: 'Cómo llegar (se abre en una pestaña nueva)' });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(LINE)}`,
  );
  await expectNoAxeViolations(chosen.page, 'Calendario with the customer’s address and phone');
  const download = chosen.page.waitForEvent('download');
  await agenda.getByRole('link', { name: 'Agregar a mi calendario' }).click();
  const { readFile } = await import('node:fs/promises');
  const ics = (await readFile((await (await download).path())!, 'utf8')).replaceAll('\r\n ', '');
  expect(ics).toContain(
    'LOCATION:Calle Xola 1402\\, Int. B\\, Narvarte Poniente\\, Coyoacán\\, Ciudad de México',
  );
  expect(ics).toContain('Cliente: Carmen Ruiz López');
  expect(ics).toContain('Teléfono: 55 8765 4321');
  await expect
    .poll(async () => (await messagesTo(chosen.email)).find((mail) => mail.includes('Cómo llegar')) ?? '')
    .toContain('Carmen Ruiz López');
  const mail = (await messagesTo(chosen.email)).find((message) => message.includes('Cómo llegar'))!;
  expect(mail).toContain(LINE);
  expect(mail).toContain('tel:+525587654321');

  // The other provider: neither in Calendario nor in any e-mail.
  await other.page.goto('/proveedor/calendario');
  await waitForContent(other.page, true);
  await expect(other.page.getByRole('article', { name: title })).toHaveCount(0);
  for (const message of await messagesTo(other.email))
    for (const secret of SECRETS) expect(message).not.toContain(secret);

  // The customer's Programados shows the address the provider goes to.
  await page.goto('/cliente/programados');
  await expect(page.getByRole('article', { name: title })).toContainText(LINE);
  await chosen.context.close();
  await other.context.close();
});

test('a request published without the address asks for it when an offer is accepted, with the keyboard alone and no axe violation', async ({
  page,
  browser,
}) => {
  test.slow();
  // A new account: nothing in Perfil, so the dialog starts empty; the request published as before the form asked
  // for the address and phone (the API still takes one without).
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  const { provider: chosen } = await offeredRequest(
    page,
    browser,
    { title, providerName: `Casa Clara ${title.slice(-6)}`, price: 700 },
    { contact: undefined },
  );

  await page.goto('/cliente/solicitudes');
  const accept = page
    .getByRole('article', { name: title })
    .getByRole('button', { name: /^Aceptar oferta: Casa Clara/ });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /¿Aceptar la oferta de Casa Clara/ });
  await expect(
    dialog.getByText('Tu dirección exacta y tu teléfono sólo los verá el proveedor que contrates.'),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  // Checked in the dialog, with the same messages as the form.
  const street = dialog.getByLabel('Calle y número');
  await expect(street).toHaveAccessibleDescription('Escribe la calle y el número');
  await expect(dialog.getByLabel('Colonia')).toHaveAccessibleDescription('Escribe la colonia');
  await expectNoAxeViolations(page, 'the Aceptar oferta dialog asking for the address, with its errors');
  // Escape closes it; nothing was accepted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Calle y número'));
  await page.keyboard.type(PERFIL.address.street);
  await tabNext(page, dialog.getByLabel('Número interior (opcional)'));
  await tabNext(page, dialog.getByLabel('Colonia'));
  await page.keyboard.type(PERFIL.address.colonia);
  await tabNext(page, dialog.getByLabel('Entre calles / referencias (opcional)'));
  await tabNext(page, dialog.getByLabel('Teléfono de contacto'));
  await page.keyboard.type(PERFIL.phone);
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();

  await chosen.page.goto('/proveedor/calendario');
  const agenda = chosen.page.getByRole('article', { name: title });
  await expect(agenda).toContainText('Calle Xola 1402, Narvarte Poniente');
  await expect(agenda.getByRole('link', { name: PERFIL.phone })).toBeVisible();
  await chosen.context.close();
});

test('the booking wizard pre-fills the address and phone saved in Perfil, and the provider reads them once they accept', async ({
  page,
  playwright,
}) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 60_000,
    plan: 'basic',
    displayName: uniqueName('Cristales Perfil'),
  });
  await signUp(page, 'client');
  const saved = await page.request.put('/api/profile', {
    data: { fullName: 'Carmen Ruiz López', ...PERFIL },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/reservar?servicio=windows');
  await chooseProviderAndDate(page, provider.displayName);
  await expectContact(page, PERFIL);
  await expectNoAxeViolations(page, 'the wizard’s address step pre-filled from Perfil');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  expect(await myBookingsWith(page, provider.displayName)).toMatchObject([{ contact: PERFIL }]);
});

test('a customer whose service lacks the address adds it from Programados with the keyboard alone, and the provider then finds it in Calendario with «Cómo llegar»', async ({
  page,
  browser,
}) => {
  test.slow(); // Two accounts, two browsers, an e-mail.
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 850);
  const line = 'Calle Xola 1402, Int. B, Narvarte Poniente, Del Carmen, Coyoacán';
  const providerEmail = (await (await providerPage.request.get('/api/profile')).json()).email as string;
  // As a service agreed before the request form asked for the address, whose customer had none in Perfil.
  await expectOk(page.request.post(`/api/test/services/${service.id}/forget-contact`));
  await providerPage.goto('/proveedor/calendario');
  await waitForContent(providerPage, true);
  const agenda = providerPage.getByRole('article', { name: service.title });
  await expect(agenda).toContainText('Sin dirección registrada');
  await expect(agenda.getByRole('link', { name: /Cómo llegar/ })).toHaveCount(0);

  await page.goto('/cliente/programados');
  await waitForContent(page, true);
  const card = page.getByRole('article', { name: service.title });
  await expect(card).toContainText('Tu proveedor necesita la dirección exacta y un teléfono para llegar.');
  const add = card.getByRole('button', { name: `Agregar dirección y teléfono: ${service.title}` });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Agrega la dirección y el teléfono: ${service.title}` });
  await expect(dialog).toContainText('Se los enviaremos a tu proveedor de inmediato');
  // Perfil holds nothing: the fields start empty, and keeping them in Perfil starts ticked.
  await expect(dialog.getByLabel('Guardar también en mi perfil')).toBeChecked();
  await expect(dialog.getByLabel('Calle y número')).toHaveValue('');
  const save = dialog.getByRole('button', { name: 'Guardar dirección' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  // The request form's own messages; the focus goes to the first field to fix.
  const street = dialog.getByLabel('Calle y número');
  await expect(street).toHaveAccessibleDescription('Escribe la calle y el número');
  await expect(dialog.getByLabel('Colonia')).toHaveAccessibleDescription('Escribe la colonia');
  await expect(street).toBeFocused();
  await expectNoAxeViolations(page, 'the dialog that adds a service’s address, with its errors');
  await typeContact(page, PERFIL);
  await tabNext(page, dialog.getByLabel('Guardar también en mi perfil'));
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Dirección guardada')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The card now has it, offers to correct it, and the focus is back where the customer was.
  await expect(card).toContainText(line);
  await expect(card).not.toContainText('Sin dirección registrada');
  await expect(
    card.getByRole('button', { name: `Corregir dirección y teléfono: ${service.title}` }),
  ).toBeFocused();

  // The provider: the address, the way there and the phone in Calendario, and an e-mail that says so.
  await providerPage.reload();
  await waitForContent(providerPage, true);
  await expect(agenda).toContainText(line);
  await expect(agenda.getByRole('link', { name: PERFIL.phone })).toHaveAttribute('href', 'tel:+525587654321');
  await expect(
    agenda.getByRole('link', { name: 'Cómo llegar (se abre en una pestaña nueva)' }),
  ).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(line)}`);
  await expect
    .poll(
      async () =>
        (await messagesTo(providerEmail)).find((mail) =>
          mail.includes('El cliente actualizó la dirección'),
        ) ?? '',
    )
    .toContain('Calle Xola 1402');
  await providerContext.close();

  // Kept in Perfil too, for the next request.
  await page.goto('/cliente/perfil');
  await expect(page.getByLabel('Calle y número')).toHaveValue(PERFIL.address.street);
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue(PERFIL.phone);
});
