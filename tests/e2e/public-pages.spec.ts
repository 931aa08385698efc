import { SERVICES as CATALOG } from '#shared/catalog';
import { expect, test } from './support/fixtures';

// The services table of SPEC §3, prices written as the spec writes them, and office cleaning, which requests
// offered before it had a page (one catalogue for requests, bookings and providers).
const SERVICES = [
  ['Limpieza del Hogar', '$800'],
  ['Lavado de Autos', '$400'],
  ['Lavandería', '$300'],
  ['Jardinería', '$600'],
  ['Limpieza de Piscinas', '$1,000'],
  ['Limpieza de Ventanas', '$500'],
  ['Limpieza de Baños', '$400'],
  ['Mantenimiento General', '$700'],
  ['Limpieza Profunda', '$1,200'],
  ['Limpieza de Oficina', '$900'],
] as const;

test('the home page shows every section the spec lists, with nothing invented', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu solución integral para servicios de limpieza' }),
  ).toBeVisible();
  // Support keeps office hours (SUPPORT_HOURS): no '24/7' anywhere.
  for (const claim of ['Pagos seguros', 'Proveedores verificados', 'Soporte de lunes a sábado']) {
    await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('24/7')).toHaveCount(0);
  const why = page.getByRole('region', { name: '¿Por qué elegirnos?' });
  for (const benefit of ['Proveedores confiables', 'Servicio de calidad', 'Reserva fácil']) {
    await expect(why.getByRole('heading', { name: benefit })).toBeVisible();
  }
  // The journeys' database is far from the thresholds (tests/e2e/site-stats.spec.ts): the band shows facts.
  const numbers = page.getByRole('region', { name: 'Nuestros números' });
  for (const [value, label] of [
    [String(CATALOG.length), 'Servicios para tu hogar'],
    ['$300', 'Precios desde (MXN)'],
    ['24 h', 'De aviso para cancelar sin costo'],
    ['Lun–Sáb', 'Atención a clientes'],
  ] as const) {
    await expect(numbers.getByText(value, { exact: true })).toBeVisible();
    await expect(numbers.getByText(label, { exact: true })).toBeVisible();
  }
  for (const invented of ['10,000+', '50,000+', '4.8/5', '98%', 'Cliente Verificado']) {
    await expect(page.getByText(invented)).toHaveCount(0);
  }
  for (const badge of [
    'Reseñas de servicios reales',
    'Conexión segura (SSL)',
    'Tarjeta con Stripe o Mercado Pago',
    'Cancelación sin costo',
  ]) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  for (const dropped of ['Pagos PCI DSS', 'Empresa Verificada', 'Reseñas verificadas', 'Sitio seguro SSL']) {
    await expect(page.getByText(dropped)).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Empezar Ahora' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Empezar Ahora' }).last()).toHaveAttribute(
    'href',
    '/servicios',
  );
});

test('the hero buttons lead to the services and to how it works', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main > *').first();
  await hero.getByRole('link', { name: 'Empezar Ahora' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/servicios');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios' })).toBeVisible();

  await page.goto('/');
  await hero.getByRole('link', { name: 'Cómo Funciona' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/como-funciona');
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo Funciona' })).toBeVisible();
});

test('the services page lists the ten services with image, icon, description and from-price', async ({
  page,
}) => {
  await page.goto('/servicios');
  await expect(page.getByRole('article')).toHaveCount(SERVICES.length);
  for (const [name, price] of SERVICES) {
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('img', { name: new RegExp(name, 'i') })).toHaveAttribute('width', '400');
    await expect(card).toContainText(`Desde ${price}`);
    await expect(card.getByRole('link', { name: 'Reservar Ahora' })).toBeVisible();
  }
});

test('Reservar Ahora opens /reservar with the chosen service, and a shared link preselects it too', async ({
  page,
}) => {
  await page.goto('/servicios');
  await page
    .getByRole('article', { name: 'Lavandería' })
    .getByRole('link', { name: 'Reservar Ahora' })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/reservar' && url.searchParams.get('servicio') === 'laundry',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Reservar un servicio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Lavandería' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lavandería' })).toHaveAccessibleDescription(/Desde \$300/);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

  await page.goto('/reservar?servicio=deep-cleaning');
  await expect(page.getByRole('radio', { name: 'Limpieza Profunda' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lavandería' })).not.toBeChecked();
});

test('how it works shows four steps and four reasons', async ({ page }) => {
  await page.goto('/como-funciona');
  await expect(
    page.getByRole('region', { name: 'Cuatro pasos para tu hogar impecable' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Razones para elegir LimpiaHogar' }).getByRole('listitem'),
  ).toHaveCount(4);
});

test('the providers page shows benefits, requirements, steps and the three plans with links to sign up', async ({
  page,
}) => {
  await page.goto('/para-proveedores');
  await expect(
    page.getByRole('region', { name: 'Beneficios de trabajar con nosotros' }).getByRole('listitem'),
  ).toHaveCount(6);
  const requirements = page.getByRole('region', { name: 'Requisitos' }).getByRole('listitem');
  await expect(requirements).toHaveCount(6);
  await expect(requirements.first()).toHaveText('Ser mayor de 18 años');
  await expect(page.getByRole('region', { name: 'Cómo empezar' }).getByRole('listitem')).toHaveCount(5);

  const plans = page.getByRole('region', { name: 'Planes mensuales' });
  for (const [name, price, feature] of [
    ['Básico', '$499', 'Hasta 10 aplicaciones por mes'],
    ['Premium', '$999', 'Insignia de proveedor verificado'],
    ['Empresarial', '$1,999', 'Acceso a la API'],
  ] as const) {
    const plan = plans.getByRole('article', { name });
    await expect(plan).toContainText(`${price} MXN/mes`);
    await expect(plan).toContainText(feature);
  }
  await plans.getByRole('link', { name: 'Empezar con Premium' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/registro');
});

test('the FAQ answers five questions, one of them with the cancellation policy', async ({ page }) => {
  await page.goto('/preguntas-frecuentes');
  const questions = page.locator('details');
  await expect(questions).toHaveCount(5);
  const cancel = questions.filter({ hasText: '¿Puedo cancelar o reprogramar un servicio?' });
  const answer = cancel.getByText(/sin costo con al menos 24 horas/);
  await expect(answer).toBeHidden();
  await cancel.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('se cobra el 50% del servicio');
  await expect(answer).toContainText('se cobra el servicio completo');
});

test('the legal pages are real documents with the configured contact', async ({ page }) => {
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' })).toBeVisible();
  for (const section of [
    '1. Responsable',
    '5. Derechos ARCO y revocación del consentimiento',
    '6. Cookies y tecnologías similares',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'soporte@limpiahogar.mx' }).first()).toHaveAttribute(
    'href',
    'mailto:soporte@limpiahogar.mx',
  );

  await page.goto('/terminos');
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('al menos 18 años');
  await expect(page.getByRole('article')).toContainText('Empresarial: $1,999 al mes');
  await expect(page.getByRole('article')).toContainText('se cobra el 50% del servicio');
  await expect(page.getByRole('article')).toContainText('leyes de los Estados Unidos Mexicanos');
});

test('the blog lists the articles and opens each one on its own page', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await page.getByRole('link', { name: 'Productos de limpieza que nunca debes mezclar' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/blog/productos-de-limpieza-que-nunca-debes-mezclar',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Productos de limpieza que nunca debes mezclar' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Cloro con amoníaco' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
});

test('about us tells the story and the values', async ({ page }) => {
  await page.goto('/sobre-nosotros');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre Nosotros' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lo que nos guía' }).getByRole('listitem')).toHaveCount(4);
});
