import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';

interface AgreedService {
  id: string;
  title: string;
  scheduledAt: string;
}

/** A customer's request, one offer from the provider signed in on `providerPage`, accepted: a confirmed service. */
async function agreedService(customer: Page, providerPage: Page, price: number): Promise<AgreedService> {
  await signUp(customer, 'client');
  await signUpServingProvider(providerPage, NEAR_COYOACAN, 'basic');
  const title = `Limpieza general ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(customer.request, title, NEAR_COYOACAN);
  const offer = await providerPage.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: price, message: 'Llevo mis productos y termino en tres horas.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const { application } = (await offer.json()) as { application: { id: string } };
  const accepted = await customer.request.post(`/api/applications/${application.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { service } = (await accepted.json()) as { service: AgreedService };
  return { ...service, title };
}

/** Moves the service's times into the past (a hook of the journeys' server only) so that it starts `hoursAway` from now. */
async function startIn(request: APIRequestContext, service: AgreedService, hoursAway: number) {
  const hours = (Date.parse(service.scheduledAt) - Date.now()) / 3_600_000 - hoursAway;
  const moved = await request.post(`/api/test/services/${service.id}/age`, { data: { hours } });
  expect(moved.status(), await moved.text()).toBe(200);
}

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
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  const service = await agreedService(page, providerPage, 700);

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
  await expect(card).toContainText('Si no respondes, se confirmará solo 48 horas después.');
  await card.getByRole('button', { name: 'Confirmar servicio' }).click();
  await expectNoAxeViolations(page, 'the Confirmar servicio dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Servicio confirmado')).toBeVisible();
  await expect(card).toBeHidden();

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  for (const text of ['Completado', '$700', 'Pago recibido']) await expect(past).toContainText(text);
  await expectNoAxeViolations(page, 'Historial');
});

test('cancelling under 24 hours costs half the price, stated before the customer confirms', async ({
  page,
  browser,
}) => {
  test.slow();
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const service = await agreedService(page, await providerContext.newPage(), 800);
  await providerContext.close();
  await startIn(page.request, service, 12);

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await card.getByRole('button', { name: 'Cancelar servicio' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cargo por cancelación: $400.00');
  await expect(dialog).toContainText('con menos, se cobra el 50 % del precio');
  await expectNoAxeViolations(page, 'the Cancelar servicio dialog');
  await dialog.getByRole('button', { name: 'Cancelar servicio' }).click();
  await expect(toast(page, 'Servicio cancelado')).toContainText('Cargo por cancelación: $400.00');

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  for (const text of ['Cancelado', 'Cancelado por el cliente.', '$400.00'])
    await expect(past).toContainText(text);
});

test('a customer reports a problem with the service: it stays in Programados as En disputa', async ({
  page,
  browser,
}) => {
  test.slow();
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const service = await agreedService(page, await providerContext.newPage(), 600);
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
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  const service = await agreedService(page, providerPage, 900);
  await startIn(page.request, service, -3);
  const step = async (request: APIRequestContext, action: string) => {
    const answer = await request.post(`/api/services/${service.id}/actions`, { data: { action } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await step(providerPage.request, 'mark_done');
  await step(page.request, 'confirm_completion');

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
