import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADDRESS_LINE } from './support/contact';
import { expect, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { agreedWithProvider, offerAccepted, startIn, stepByApi } from './support/services';

const PAY_IN_PERSON =
  'Págalo directamente a tu proveedor en efectivo o por transferencia; tu proveedor confirmará en LimpiaHogar que lo recibió.';

const TIME_RANGE = /\d{2}:\d{2} – \d{2}:\d{2} \(\d+(\.5)? h\)/;

async function takeStep(
  page: Page,
  card: ReturnType<Page['getByRole']>,
  button: string,
  confirm = 'Confirmar',
) {
  await card.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('after the start the provider marks the service done and confirms the cash; the customer confirms it and finds it in Historial', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 700);

  // Before the start the provider can only cancel.
  await providerPage.goto('/proveedor/calendario');
  const agenda = providerPage.getByRole('article', { name: service.title });
  await expect(agenda.getByRole('button', { name: 'Cancelar servicio' })).toBeVisible();
  await expect(agenda.getByRole('button', { name: 'Marcar como completado' })).toHaveCount(0);

  await startIn(page.request, service, -2);
  await providerPage.reload();
  await takeStep(providerPage, agenda, 'Marcar como completado');
  await expect(toast(providerPage, 'Servicio marcado como completado')).toBeVisible();
  await expect(agenda).toContainText('Por confirmar');
  await takeStep(providerPage, agenda, 'Confirmar pago recibido');
  await expect(toast(providerPage, 'Pago confirmado')).toBeVisible();
  await expect(agenda).toContainText('Pago recibido');
  await providerContext.close();

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await expect(card).toContainText('Por confirmar');
  // The service's time range and length, as every card states it ('10:00 – 13:00 (3 h)').
  await expect(card).toContainText(TIME_RANGE);
  await expect(card).toContainText('Si no respondes, se confirmará solo 48 horas después.');
  await card.getByRole('button', { name: 'Confirmar servicio' }).click();
  await expectNoAxeViolations(page, 'the Confirmar servicio dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Servicio confirmado')).toBeVisible();
  await expect(card).toBeHidden();

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  for (const text of ['Completado', '$700', 'Pago recibido', TIME_RANGE])
    await expect(past).toContainText(text);
  await expectNoAxeViolations(page, 'Historial');
});

test('cancelling under 24 hours costs half the price, stated before the customer confirms', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerContext } = await agreedWithProvider(page, browser, 800);
  await providerContext.close();
  await startIn(page.request, service, 12);

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await card.getByRole('button', { name: 'Cancelar servicio' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cargo por cancelación: $400');
  // Paid in cash: how the fee is paid is said before confirming, and on the card after.
  await expect(dialog).toContainText(PAY_IN_PERSON);
  await expect(dialog).toContainText('con menos, se cobra el 50 % del precio');
  await expectNoAxeViolations(page, 'the Cancelar servicio dialog');
  await dialog.getByRole('button', { name: 'Cancelar servicio' }).click();
  await expect(toast(page, 'Servicio cancelado')).toContainText('Cargo por cancelación: $400');

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  for (const text of ['Cancelado', 'Cancelado por el cliente.', '$400', 'Cómo pagarlo', PAY_IN_PERSON])
    await expect(past).toContainText(text);
});

test('a customer reports a problem with the service: it stays in Programados as En disputa', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerContext } = await agreedWithProvider(page, browser, 600);
  await providerContext.close();
  await startIn(page.request, service, -1);

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await card.getByRole('button', { name: 'Reportar un problema' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByText('Describe el problema con al menos 10 caracteres.')).toBeVisible();
  await dialog.getByLabel('Describe el problema').fill('El proveedor no llegó a la hora acordada.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(page, 'Problema reportado')).toBeVisible();
  await expect(card).toContainText('En disputa');
  await expect(card).toContainText('El proveedor no llegó a la hora acordada.');
});

test('both sides review a completed service: hidden until both wrote, then the provider replies and the stars show', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  await past.getByRole('button', { name: 'Calificar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(dialog.getByText('Elige de 1 a 5 estrellas.')).toBeVisible();
  await dialog.getByRole('radio', { name: '4 estrellas' }).check();
  await dialog.getByLabel('Comentario').fill('Muy puntual y cuidadosa con los muebles.');
  await expectNoAxeViolations(page, 'the Calificar dialog');
  await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, 'Reseña enviada')).toBeVisible();
  await expect(past.getByRole('button', { name: 'Calificar' })).toHaveCount(0);

  // Hidden from the provider until they write theirs.
  await providerPage.goto('/proveedor/resenas');
  await expect(providerPage.getByRole('region', { name: 'Reseñas recibidas' })).toContainText(
    'Aún no tienes reseñas publicadas.',
  );
  const toWrite = providerPage.getByRole('region', { name: 'Por calificar' });
  await toWrite.getByRole('button', { name: 'Calificar' }).click();
  await providerPage.getByRole('dialog').getByRole('radio', { name: '5 estrellas' }).check();
  await providerPage.getByRole('dialog').getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(providerPage, 'Reseña enviada')).toBeVisible();
  const received = providerPage.getByRole('region', { name: 'Reseñas recibidas' });
  await expect(received).toContainText('Muy puntual y cuidadosa con los muebles.');
  await expect(received).toContainText('Calificación promedio: 4.0 de 5 (1 reseña)');
  await received.getByLabel('Tu respuesta pública').fill('¡Gracias! Fue un gusto.');
  await received.getByRole('button', { name: 'Responder' }).click();
  await expect(toast(providerPage, 'Respuesta publicada')).toBeVisible();
  await expect(received).toContainText('¡Gracias! Fue un gusto.');
  await expectNoAxeViolations(providerPage, 'Reseñas (provider)');
  await providerContext.close();

  await page.goto('/cliente/resenas');
  await expect(page.getByRole('region', { name: 'Reseñas recibidas' })).toContainText('5 de 5 estrellas');
  await expect(page.getByRole('region', { name: 'Reseñas que escribiste' })).toContainText(
    '¡Gracias! Fue un gusto.',
  );
  await page.goto('/cliente/historial');
  await expect(page.getByRole('article', { name: service.title })).toContainText('4.0(1 reseña)');
});

/** 'YYYY-MM' of an instant in Mexico City, as Ganancias files the charges of services there. */
/** 'jueves, 26 de noviembre de 2026': a day as the month view names its cells. */
const dayInMexicoCity = (at: number) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

const monthInMexicoCity = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);

test('Ganancias and Pagos add up the month: a service and a cancellation charge, the cash confirmed from Ganancias, the CSV downloaded', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service: done, providerPage, providerContext } = await agreedWithProvider(page, browser, 700);
  // One started a few minutes ago and is done, the other starts in an hour: both this month, unless a month ends
  // between. The first is done before the second is agreed at its time: a provider's two pending or confirmed
  // services may not overlap.
  await startIn(page.request, done, -0.1);
  await stepByApi(providerPage.request, done.id, { action: 'mark_done' });
  // A second request of the same customer, taken by the same provider.
  const cancelled = await offerAccepted(
    page,
    providerPage,
    `Limpieza de cocina ${randomUUID().slice(0, 6)}`,
    900,
  );
  await startIn(page.request, cancelled, 1);
  const month = monthInMexicoCity(Date.now() - 360_000);
  test.skip(month !== monthInMexicoCity(Date.now() + 3_600_000), 'a month ends between the two services');
  await stepByApi(page.request, done.id, { action: 'confirm_completion' });
  await stepByApi(page.request, cancelled.id, { action: 'cancel_by_customer', expectedFee: 45_000 });

  await providerPage.goto(`/proveedor/ganancias?mes=${month}`);
  const figure = (target: Page, name: string) => target.getByRole('region', { name, exact: true });
  await expect(figure(providerPage, 'Total del mes')).toContainText('$1,150');
  await expect(figure(providerPage, 'Pendiente de cobro')).toContainText('$1,150');
  const doneRow = providerPage.getByRole('row').filter({ hasText: done.title });
  const feeRow = providerPage.getByRole('row').filter({ hasText: cancelled.title });
  for (const text of ['Servicio', 'Efectivo', '$700', 'Pendiente']) await expect(doneRow).toContainText(text);
  for (const text of ['Cargo por cancelación', '$450', 'Pendiente']) await expect(feeRow).toContainText(text);
  await expectNoAxeViolations(providerPage, 'Ganancias');

  await doneRow.getByRole('button', { name: 'Confirmar pago recibido' }).click();
  await providerPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(providerPage, 'Pago confirmado')).toBeVisible();
  await expect(doneRow).toContainText('Recibido');
  await expect(doneRow.getByRole('button', { name: 'Confirmar pago recibido' })).toHaveCount(0);
  await expect(figure(providerPage, 'Recibido')).toContainText('$700');
  await expect(figure(providerPage, 'Pendiente de cobro')).toContainText('$450');
  await expect(providerPage.getByRole('region', { name: 'Por forma de pago' })).toContainText('$1,150');

  const download = providerPage.waitForEvent('download');
  await providerPage.getByRole('link', { name: /Descargar CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ganancias-${month}.csv`);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  // The same month on the provider's Resumen.
  await providerPage.goto('/proveedor');
  await expect(figure(providerPage, 'Ganancias de este mes')).toContainText('$1,150');
  await expect(figure(providerPage, 'Ganancias de este mes')).toContainText('Recibido: $700');
  expect(csv).toContain(`,${done.title},`);
  expect(csv).toContain(',Servicio,Efectivo,700.00,Recibido');
  expect(csv).toContain(`,${cancelled.title},`);
  expect(csv).toContain(',Cargo por cancelación,Efectivo,450.00,Pendiente');
  await providerContext.close();

  await page.goto('/cliente/pagos');
  await expect(figure(page, 'Total de tus cargos')).toContainText('$1,150');
  await expect(figure(page, 'Pagado')).toContainText('$700');
  await expect(figure(page, 'Pendiente de pago')).toContainText('$450');
  await expect(page.getByRole('row').filter({ hasText: done.title })).toContainText('Pagado');
  await expect(page.getByRole('row').filter({ hasText: cancelled.title })).toContainText('Pendiente');
  await expectNoAxeViolations(page, 'Pagos');
  await page.goto('/cliente');
  await expect(figure(page, 'Total gastado')).toContainText('$1,150');
});

test('the customer adds a service to their calendar from Programados; the provider finds the way in Calendario', async ({
  page,
  browser,
}) => {
  test.slow();
  // The address the request gave, not Perfil's: the service keeps the one it was agreed with.
  const street = `${E2E_ADDRESS_LINE}, Del Carmen, Coyoacán`;
  const { service, providerPage, providerContext } = await agreedWithProvider(
    page,
    browser,
    750,
    'Calle Higuera 12',
  );

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await expect(card).toContainText(street);
  await expect(card).not.toContainText('Higuera');
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Agregar a mi calendario' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`servicio-${service.id.slice(0, 8)}.ics`);
  const { readFile } = await import('node:fs/promises');
  const ics = (await readFile((await file.path())!, 'utf8')).replaceAll('\r\n ', '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${service.title}`);
  expect(ics).toContain('LOCATION:Av. Universidad 1200\\, Int. 4\\, Xoco\\, Del Carmen\\, Coyoacán');
  expect(ics).toContain('STATUS:CONFIRMED');
  // The customer's own street needs no directions.
  await expect(card.getByRole('link', { name: /Cómo llegar/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Programados with its calendar link');

  await providerPage.goto('/proveedor/calendario');
  const agenda = providerPage.getByRole('article', { name: service.title });
  const directions = agenda.getByRole('link', { name: 'Cómo llegar (se abre en una pestaña nueva)' });
  await expect(directions).toHaveAttribute('target', '_blank');
  const href = (await directions.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  expect(href).toContain(encodeURIComponent(street));
  await expect(agenda.getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute(
    'href',
    `/api/services/${service.id}/calendar.ics`,
  );
  await providerContext.close();
});

test('Calendario as a month: Monday first, the service on its day, its card below when the day is chosen', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 600);
  await startIn(page.request, service, 30);
  const start = Date.now() + 30 * 3_600_000;
  const day = dayInMexicoCity(start);

  await providerPage.goto('/proveedor/calendario');
  await providerPage.getByRole('button', { name: 'Mes', exact: true }).click();
  await expect(providerPage.getByRole('button', { name: 'Mes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(providerPage.getByRole('columnheader')).toHaveText([
    'lun',
    'mar',
    'mié',
    'jue',
    'vie',
    'sáb',
    'dom',
  ]);
  if (monthInMexicoCity(start) !== monthInMexicoCity(Date.now()))
    await providerPage.getByRole('button', { name: 'Mes siguiente' }).click();
  const cell = providerPage.getByRole('button', { name: `${day}, 1 servicio` });
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(providerPage.getByRole('article', { name: service.title })).toBeVisible();
  await expectNoAxeViolations(providerPage, 'Calendario, month view');
  await providerContext.close();
});

test('a customer reviews from the keyboard alone: the arrows choose the stars, Enter sends', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 800);
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });
  await providerContext.close();

  await page.goto('/cliente/historial');
  const rate = page.getByRole('article', { name: service.title }).getByRole('button', { name: 'Calificar' });
  await tabTo(page, rate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('radio', { name: '1 estrella' }), { limit: 6 });
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await tabNext(page, dialog.getByLabel('Comentario'));
  await page.keyboard.type('Llegó a tiempo y dejó todo impecable.');
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar reseña' }), { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Reseña enviada')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('nobody opens the door: the provider reports it after the 45-minute grace, the customer answers «No fue así» from the keyboard and the service is in dispute', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 750);
  // Half an hour after the start it is too early to say nobody was there: no button, and the API says from when.
  await startIn(page.request, service, -0.5);
  await providerPage.goto('/proveedor/calendario');
  const agenda = providerPage.getByRole('article', { name: service.title });
  await expect(agenda.getByRole('button', { name: 'Marcar como completado' })).toBeVisible();
  await expect(agenda.getByRole('button', { name: 'El cliente no se presentó' })).toHaveCount(0);
  const early = await providerPage.request.post(`/api/services/${service.id}/actions`, {
    data: { action: 'report_no_show', expectedFee: 75_000 },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(
    /damos 45 minutos de tolerancia .* Podrás hacerlo a partir del /,
  );

  await startIn(page.request, service, -1);
  await providerPage.reload();
  await agenda.getByRole('button', { name: 'El cliente no se presentó' }).click();
  const noShow = providerPage.getByRole('dialog');
  await expect(noShow).toContainText('Cargo por cancelación: $750');
  await expect(noShow).toContainText('El cliente tiene 48 horas para aclarar si sí estaba');
  await expectNoAxeViolations(providerPage, 'the no-show dialog');
  await noShow.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(providerPage, 'Inasistencia registrada')).toBeVisible();

  // The customer owes nothing while they may still say it was not so.
  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  for (const text of ['Cancelado', 'nadie lo recibió', 'pulsa «No fue así» antes del', 'En espera'])
    await expect(past).toContainText(text);

  // 'No fue así' from the keyboard: Enter opens it, Escape closes it and gives the focus back.
  const contest = past.getByRole('button', { name: 'No fue así' });
  await tabTo(page, contest, { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `No fue así: ${service.title}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contest).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Enviar aclaración' });
  await tabTo(page, send, { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Describe el problema con al menos 10 caracteres.')).toBeVisible();
  await expectNoAxeViolations(page, 'the «No fue así» dialog with its error');
  await tabTo(page, dialog.getByLabel('Cuéntanos qué pasó'), { limit: 6, backwards: true });
  await page.keyboard.type('Estuve en casa toda la mañana y nadie tocó el timbre.');
  await tabTo(page, send, { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Aclaración enviada')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In dispute: back among the services under way, with what the customer wrote, for both sides.
  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  for (const text of ['En disputa', 'El cliente aclaró que sí estaba', 'nadie tocó el timbre'])
    await expect(card).toContainText(text);
  await providerPage.reload();
  await expect(agenda).toContainText('En disputa');
  await expect(agenda.getByRole('button', { name: 'Responder al reporte' })).toBeVisible();
  await providerContext.close();
});

test('a provider works Calendario’s month and Ganancias from the keyboard alone', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 650);
  await startIn(page.request, service, -0.1);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  const start = Date.now() - 360_000;
  test.skip(monthInMexicoCity(start) !== monthInMexicoCity(Date.now()), 'a month began six minutes ago');
  const day = dayInMexicoCity(start);

  // The month: Tab to 'Mes', Enter; Tab to the service's day, Enter; its card below.
  await providerPage.goto('/proveedor/calendario');
  await tabTo(providerPage, providerPage.getByRole('button', { name: 'Mes', exact: true }));
  await providerPage.keyboard.press('Enter');
  const cell = providerPage.getByRole('button', { name: `${day}, 1 servicio` });
  await tabTo(providerPage, cell, { limit: 60 });
  await providerPage.keyboard.press('Enter');
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(providerPage.getByRole('article', { name: service.title })).toBeVisible();

  // Ganancias: the cash confirmed with Enter, in the dialog that opens.
  await providerPage.goto(`/proveedor/ganancias?mes=${monthInMexicoCity(start)}`);
  const row = providerPage.getByRole('row').filter({ hasText: service.title });
  await tabTo(providerPage, row.getByRole('button', { name: 'Confirmar pago recibido' }), { limit: 60 });
  await providerPage.keyboard.press('Enter');
  await tabTo(providerPage, providerPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }), {
    limit: 4,
  });
  await providerPage.keyboard.press('Enter');
  await expect(toast(providerPage, 'Pago confirmado')).toBeVisible();
  await expect(row).toContainText('Recibido');
  await providerContext.close();
});
