import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN, offerOn, providerNamed } from './support/provider';
import { startIn } from './support/services';

test('the whole loop: two offers, one accepted, the other provider told, done, confirmed, reviewed, rated on the public page', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'client');
  const title = `Limpieza profunda ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  const chosenName = `Brillo ${randomUUID().slice(0, 4).toUpperCase()}`;
  const otherName = `Clara ${randomUUID().slice(0, 4).toUpperCase()}`;
  const chosen = await providerNamed(browser, chosenName);
  const other = await providerNamed(browser, otherName);
  for (const [provider, price] of [
    [chosen, 850],
    [other, 900],
  ] as const)
    await offerOn(provider.page, request.id, price);

  // The customer accepts one offer.
  await page.goto('/cliente/solicitudes');
  await page.getByRole('button', { name: `Aceptar oferta: ${chosenName}, $850` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();

  // The other provider is told, in the bell.
  await other.page.goto('/proveedor');
  await other.page.getByRole('button', { name: 'Notificaciones: 1 sin leer' }).click();
  await expect(other.page.getByRole('dialog', { name: 'Notificaciones' })).toContainText(
    `El cliente eligió otra propuesta: ${title}`,
  );
  await other.context.close();

  // The service takes place: the chosen provider marks it done, the customer confirms.
  const { services } = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; title: string; scheduledAt: string }[];
  };
  const service = services.find((row) => row.title === title)!;
  await startIn(page.request, service, -3);
  await chosen.page.goto('/proveedor/calendario');
  const agenda = chosen.page.getByRole('article', { name: title });
  await agenda.getByRole('button', { name: 'Marcar como completado' }).click();
  await chosen.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(chosen.page, 'Servicio marcado como completado')).toBeVisible();
  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Confirmar servicio' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Servicio confirmado')).toBeVisible();

  // Both review; the customer's review is published once the provider has written theirs.
  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: title });
  await past.getByRole('button', { name: 'Calificar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '5 estrellas' }).check();
  await dialog.getByLabel('Comentario').fill('Dejó la cocina como nueva.');
  await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, 'Reseña enviada')).toBeVisible();
  const providerReview = await chosen.page.request.post(`/api/services/${service.id}/review`, {
    data: { rating: 5, comment: 'Clienta muy amable.' },
  });
  expect(providerReview.status(), await providerReview.text()).toBe(201);
  await chosen.context.close();

  // The rating shows where customers see the provider, and their public page carries the review.
  await page.reload();
  await expect(past).toContainText('5.0(1 reseña)');
  await past.getByRole('link', { name: chosenName }).click();
  await expect(page.getByRole('heading', { level: 1, name: chosenName })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reseñas de clientes' });
  await expect(reviews).toContainText('Dejó la cocina como nueva.');
  await expect(reviews).toContainText('5 de 5 estrellas');
  await expectNoAxeViolations(page, 'a provider’s public page with a review');
});
