import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { offeredRequest } from './support/provider';
import { messagesTo } from './support/outbox';
import { agreedService, stepByApi } from './support/services';
import { ageConversation, composerOf, openConversation, say, sendByKeyboard } from './support/conversations';

const NOTE = 'Los datos de contacto se comparten cuando el servicio se confirma.';
const CLOSED =
  'Esta conversación terminó: pasaron 30 días desde que terminó el servicio. Ya no se pueden enviar mensajes.';

test('a provider offers and writes, the customer answers, both live; a phone is masked until the offer is accepted, then shown live', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Limpieza profunda ${randomUUID().slice(0, 6)}`;
  const name = `Brillo ${randomUUID().slice(0, 4).toUpperCase()}`;
  const { provider, application } = await offeredRequest(page, browser, {
    title,
    providerName: name,
    price: 850,
  });

  // The provider writes from the request they offered on: 'Enviar mensaje' opens the conversation.
  const them = provider.page;
  await them.goto('/proveedor/solicitudes');
  await them
    .getByRole('article', { name: title })
    .getByRole('button', { name: /^Enviar mensaje a / })
    .click();
  await expect(them).toHaveURL(/\/proveedor\/mensajes\/[^/]+$/);
  await expect(them.getByRole('link', { name: title })).toHaveAttribute('href', '/proveedor/solicitudes');
  await expect(them.getByRole('note').filter({ hasText: NOTE })).toBeVisible();
  const withPhone = 'Hola, soy de la limpieza. Mi número es 55 1234 5678, escríbeme.';
  await sendByKeyboard(them, withPhone);
  const theirLog = them.getByRole('region', { name: 'Mensajes de la conversación' });
  await expect(theirLog.getByText(withPhone)).toBeVisible();
  await expect(theirLog.getByText('Enviado')).toBeVisible();
  await expectNoAxeViolations(them, 'the provider’s conversation');

  // The customer sees the unread message in the menu and in the bell.
  await page.goto('/cliente');
  await waitForContent(page, true);
  const menu = page.getByRole('navigation', { name: /^Menú/ });
  await expect(menu.getByRole('link', { name: /^Mensajes\s*,\s*1 sin leer$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notificaciones: .*1 mensaje sin leer$/ })).toBeVisible();
  await menu.getByRole('link', { name: /^Mensajes/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mensajes' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(name) });
  // Before confirmation the phone arrives masked, in the list too.
  await expect(row).toContainText('Mi número es ••••');
  await expect(row).toContainText('1 sin leer');
  await expectNoAxeViolations(page, 'the customer’s Mensajes');
  await row.click();

  const log = page.getByRole('region', { name: 'Mensajes de la conversación' });
  await expect(log.getByText('Hola, soy de la limpieza. Mi número es ••••, escríbeme.')).toBeVisible();
  await expect(log.getByText('55 1234 5678')).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: NOTE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llamar' })).toHaveCount(0);
  // Read: the counts go to zero, and the provider sees 'Visto' live.
  await expect(menu.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible();
  await expect(theirLog.getByText('Visto')).toBeVisible();

  // The customer answers by keyboard; the provider sees it without reloading, and the other way round.
  const answer = '¡Hola! Las llaves están con el portero.';
  await sendByKeyboard(page, answer);
  await expect(theirLog.getByText(answer)).toBeVisible();
  const reply = 'Perfecto, llego a las 10.';
  await sendByKeyboard(them, reply);
  await expect(log.getByText(reply)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Nuevo mensaje de ${name}: ${reply}` }),
  ).toBeAttached();
  await expectNoAxeViolations(page, 'the customer’s conversation');
  // Shift+Enter starts a new line instead of sending.
  const composer = composerOf(page);
  await composer.focus();
  await page.keyboard.type('Primera línea');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('segunda');
  await expect(composer).toHaveValue('Primera línea\nsegunda');
  await composer.fill('');
  await expect(menu.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible();
  await expect(
    them.getByRole('navigation', { name: /^Menú/ }).getByRole('link', { name: 'Mensajes', exact: true }),
  ).toBeVisible();

  // Accepted: the service is confirmed, so the customer's open page reads the phone as written, with Llamar and
  // WhatsApp, without a reload (the live 'service-confirmed').
  const accepted = await page.request.post(`/api/applications/${application.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(201);
  await expect(log.getByText(withPhone)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: NOTE })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Llamar a / })).toHaveAttribute('href', 'tel:+525512345678');
  await expect(page.getByRole('link', { name: /^Escribir por WhatsApp a / })).toHaveAttribute(
    'href',
    'https://wa.me/525512345678',
  );
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', '/cliente/programados');
  await expectNoAxeViolations(page, 'the confirmed conversation');
  await provider.context.close();
});

test('older messages load as the customer scrolls up, keeping the place; the offer’s Enviar mensaje opens the same conversation', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Limpieza de ventanas ${randomUUID().slice(0, 6)}`;
  const name = `Clara ${randomUUID().slice(0, 4).toUpperCase()}`;
  const { request, provider } = await offeredRequest(page, browser, {
    title,
    providerName: name,
    price: 600,
    message: 'Puedo ir temprano.',
  });
  const conversationId = await openConversation(provider.page.request, request.id);
  // 35 messages, more than a page (30), from both sides (each under its 30 a minute).
  const label = (n: number) => `Mensaje ${String(n).padStart(2, '0')} de la conversación`;
  for (let n = 1; n <= 35; n++) {
    await say(n <= 20 ? provider.page.request : page.request, conversationId, label(n));
  }
  await provider.context.close();

  await page.goto('/cliente/solicitudes');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Enviar mensaje a ${name}` })
    .click();
  await expect(page).toHaveURL(`/cliente/mensajes/${conversationId}`);
  const log = page.getByRole('region', { name: 'Mensajes de la conversación' });
  // The newest page, newest at the bottom and in view.
  await log.scrollIntoViewIfNeeded();
  await expect(log.getByText(label(35))).toBeInViewport();
  await expect(log.getByText(label(6))).toBeAttached();
  await expect(log.getByText(label(5))).toHaveCount(0);
  await expect(log.getByText('Enviado')).toBeVisible();

  // Scrolled to the top, the older ones arrive above, and what was at the top stays where the reader was.
  await log.evaluate((element) => (element.scrollTop = 0));
  await expect(log.getByText(label(1))).toBeAttached();
  await expect(log.getByText(label(6))).toBeInViewport();
  await expect(log.getByText(label(1))).not.toBeInViewport();
  await expect(log.getByRole('button', { name: 'Cargar mensajes anteriores' })).toHaveCount(0);
});

test('a confirmed service’s card opens its conversation with nothing hidden; the provider, away, is e-mailed once, without the text; the composer says the server’s refusals', async ({
  page,
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await context.newPage();
  const service = await agreedService(page, providerPage, 700);
  const providerEmail = ((await (await providerPage.request.get('/api/profile')).json()) as { email: string })
    .email;

  await page.goto('/cliente/programados');
  await page
    .getByRole('article', { name: service.title })
    .getByRole('button', { name: /^Enviar mensaje a / })
    .click();
  await expect(page).toHaveURL(/\/cliente\/mensajes\/[^/]+$/);
  const conversationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText('Servicio:')).toBeVisible();
  await expect(page.getByRole('link', { name: service.title })).toHaveAttribute(
    'href',
    '/cliente/programados',
  );
  await expect(page.getByRole('note').filter({ hasText: NOTE })).toHaveCount(0);
  await expect(page.getByText('Escribe el primer mensaje de esta conversación.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Escribe tu mensaje.')).toBeVisible();
  const composer = composerOf(page);
  await expect(composer).toHaveAttribute('aria-invalid', 'true');

  // Told when away: the provider reads nothing for 10 minutes, and one e-mail says who wrote and about what,
  // never the text. The hook answers after the tasks then due have run, so a count read after it is final.
  const first = 'Las llaves están con el portero, departamento 402.';
  await sendByKeyboard(page, first);
  const awayMails = async () =>
    (await messagesTo(providerEmail)).filter((mail) => mail.includes('Leer y responder'));
  await ageConversation(page.request, conversationId, 11);
  await expect.poll(async () => (await awayMails()).length).toBe(1);
  const [mail] = await awayMails();
  expect(mail).toContain(`te escribió un mensaje sobre «${service.title}»`);
  expect(mail).not.toContain('portero');
  // A second message within the hour sends none, once its own 10 minutes are over too (one e-mail a run of
  // unread messages, at most one an hour: decision 0026).
  await sendByKeyboard(page, 'Toca el timbre dos veces, por favor.');
  await ageConversation(page.request, conversationId, 11);
  expect(await awayMails()).toHaveLength(1);
  // Back, the provider reads them: their page stays open from here on.
  await providerPage.goto(`/proveedor/mensajes/${conversationId}`);
  await expect(providerPage.getByText('Toca el timbre dos veces, por favor.')).toBeVisible();

  // The 31st message in a minute: the API takes the rest of the 30 with the page's cookies, the composer is
  // refused in the server's words and keeps the text.
  for (let n = 1; n <= 30; n++) {
    const sent = await page.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { body: `Recordatorio ${n}`, clientId: randomUUID() },
    });
    if (sent.status() === 429) break;
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const refused = '¿Puedo dejar el pago en la mesa?';
  await composer.focus();
  await page.keyboard.type(refused);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Enviaste demasiados mensajes en el último minuto. Espera un momento e inténtalo de nuevo.',
  );
  await expect(composer).toHaveValue(refused);
  await expect(composer).toBeFocused();
  await expectNoAxeViolations(page, 'the composer refused for too many messages');

  // Closed meanwhile (the service cancelled, 31 days ago): the provider's open page sends and is refused; it says
  // why in the server's words, in place of the composer.
  await stepByApi(page.request, service.id, { action: 'cancel_by_customer' });
  const aged = await page.request.post(`/api/test/services/${service.id}/age`, {
    data: { hours: 31 * 24, ended: true },
  });
  expect(aged.status(), await aged.text()).toBe(200);
  await composerOf(providerPage).focus();
  await providerPage.keyboard.type('Llego a las 10.');
  await providerPage.keyboard.press('Enter');
  await expect(providerPage.getByRole('note').filter({ hasText: CLOSED })).toBeVisible();
  await expect(composerOf(providerPage)).toHaveCount(0);
  await expectNoAxeViolations(providerPage, 'a conversation closed while open');
  await context.close();
});
