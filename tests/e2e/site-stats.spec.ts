import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { agreedWithProvider, startIn, stepByApi } from './support/services';

// The home page says only what is true: figures counted from the database once they mean something, testimonials
// that their authors allowed, nothing invented.

const INVENTED = [
  '10,000+',
  '50,000+',
  '4.8/5',
  '98%',
  'Cliente Verificado',
  'Pagos PCI DSS',
  'Empresa Verificada',
];
const FACTS = ['Servicios para tu hogar', 'Precios desde (MXN)', 'De aviso para cancelar sin costo'];

/** The home page as a new visitor opens it: a context of its own, with nothing cached. */
async function visitHome(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const figures = page.waitForResponse('**/api/site-stats');
  await page.goto('/');
  expect((await figures).status()).toBe(200);
  return { page, close: () => context.close() };
}

test('a fresh install shows no invented figure; a review its customer allowed becomes a testimonial', async ({
  page,
  browser,
}) => {
  test.slow();
  const comment = `Dejó mi casa reluciente, gracias ${randomUUID().slice(0, 6)}.`;
  const before = await visitHome(browser);
  const numbers = before.page.getByRole('region', { name: 'Nuestros números' });
  for (const fact of FACTS) await expect(numbers.getByText(fact)).toBeVisible();
  for (const invented of INVENTED) await expect(before.page.getByText(invented)).toHaveCount(0);
  await expect(before.page.getByText('24/7')).toHaveCount(0);
  await expect(before.page.getByText(comment)).toHaveCount(0);
  await before.close();

  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });

  await page.goto('/cliente/historial');
  await page.getByRole('article', { name: service.title }).getByRole('button', { name: 'Calificar' }).click();
  const dialog = page.getByRole('dialog');
  const consent = dialog.getByLabel('Permitir que LimpiaHogar muestre mi reseña');
  await expect(consent).not.toBeChecked();
  await dialog.getByRole('radio', { name: '5 estrellas' }).check();
  await dialog.getByLabel('Comentario').fill(comment);
  await consent.check();
  await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, 'Reseña enviada')).toBeVisible();

  // The provider's dialog asks nothing of the kind; their review publishes both.
  await providerPage.goto('/proveedor/resenas');
  await providerPage
    .getByRole('region', { name: 'Por calificar' })
    .getByRole('button', { name: 'Calificar' })
    .click();
  const providerDialog = providerPage.getByRole('dialog');
  await expect(providerDialog.getByLabel('Permitir que LimpiaHogar muestre mi reseña')).toHaveCount(0);
  await providerDialog.getByRole('radio', { name: '5 estrellas' }).check();
  await providerDialog.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(providerPage, 'Reseña enviada')).toBeVisible();
  await providerContext.close();

  const after = await visitHome(browser);
  const card = after.page
    .getByRole('region', { name: 'Lo que dicen nuestros clientes' })
    .getByRole('figure')
    .filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Calificación: 5 de 5 estrellas' })).toBeVisible();
  await expect(card).not.toContainText('@');
  await expectNoAxeViolations(after.page, 'the home page with a testimonial');
  await after.close();
});

/** Figures past every threshold, as GET /api/site-stats would answer them on a busy marketplace. */
const BUSY = {
  customers: 1250,
  completedServices: 4310,
  averageRating: 4.7,
  highRatingShare: 93,
  testimonials: [] as object[],
  countedAt: new Date().toISOString(),
};

/** Holds /api/site-stats until released, then answers with BUSY. */
async function heldFigures(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/site-stats', async (route) => {
    await held;
    await route.fulfill({ json: BUSY });
  });
  return release;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`figures past their thresholds take their cells' place without moving anything (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await heldFigures(page);
    await page.goto('/');
    const numbers = page.getByRole('region', { name: 'Nuestros números' });
    await expect(numbers.getByText(FACTS[0]!)).toBeVisible();
    const band = await numbers.boundingBox();
    const cta = await page
      .getByRole('region', { name: '¿Listo para disfrutar un hogar impecable?' })
      .boundingBox();

    release();
    await expect(numbers.getByText('1,250')).toBeVisible();
    for (const text of ['Clientes atendidos', '4,310', '4.7/5', '93 %', 'Reseñas de 4 y 5 estrellas'])
      await expect(numbers.getByText(text)).toBeVisible();
    await expect(numbers.getByText(FACTS[0]!)).toHaveCount(0);
    expect(await numbers.boundingBox()).toEqual(band);
    expect(
      await page.getByRole('region', { name: '¿Listo para disfrutar un hogar impecable?' }).boundingBox(),
    ).toEqual(cta);
    await expect(page.getByRole('region', { name: 'Lo que dicen nuestros clientes' })).toBeHidden();
  });
}

test('under React (a visit that reaches / from another page) the home page fetches the same figures and testimonials', async ({
  page,
}) => {
  const testimonial = {
    id: randomUUID(),
    name: 'Carmen R.',
    service: 'Limpieza Profunda',
    rating: 4,
    comment: 'Muy cuidadosa con mis plantas.',
  };
  await page.route('**/api/site-stats', (route) =>
    route.fulfill({ json: { ...BUSY, testimonials: [testimonial] } }),
  );
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'LimpiaHogar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('region', { name: 'Nuestros números' }).getByText('4.7/5')).toBeVisible();
  const card = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' }).getByRole('figure');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Muy cuidadosa con mis plantas.');
  await expect(card).toContainText('Carmen R.');
  await expect(card.getByRole('img', { name: 'Calificación: 4 de 5 estrellas' })).toBeVisible();
});
