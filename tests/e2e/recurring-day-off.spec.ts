import { formatServiceTime } from '#shared/format';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { activeWeeklyPlan } from './support/recurring';

// Issue 30, the provider's side: a day off on the day of a plan's visit lists the visit before saving ('Guardar y
// avisar' or 'Volver'); saved, the visit stays booked and the plan's customer is told in the bell.
test('a day off on a plan visit’s date lists the visit before saving, confirmed by keyboard, and the customer is told; the plan’s card and Calendario’s visit open the plan’s conversation', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const { provider, providerContext, providerPage, plan } = await activeWeeklyPlan(
    { page, browser, playwright },
    { price: 46_000, name: 'Hogar Sereno' },
  );
  const visit = plan.nextVisits[1]!;

  // The provider takes the second visit's day off.
  await providerPage.goto('/proveedor/disponibilidad');
  await providerPage.getByRole('button', { name: 'Agregar días no disponibles' }).click();
  const dayOff = providerPage.getByRole('group', { name: 'Periodo 1' });
  await dayOff.getByLabel('Desde').fill(visit.date);
  await dayOff.getByLabel('Hasta').fill(visit.date);
  await dayOff.getByLabel('Nota (opcional)').fill('Cita médica');
  await providerPage.getByRole('button', { name: 'Guardar horario' }).click();

  const dialog = providerPage.getByRole('dialog', {
    name: 'Visitas de planes recurrentes fuera de tu nueva disponibilidad',
  });
  await expect(dialog).toHaveAccessibleDescription(
    'Estas visitas siguen agendadas. Al guardar, avisaremos a cada cliente para que elija otro día u hora o salte la visita.',
  );
  const when = formatServiceTime(visit.scheduledAt, plan.durationMinutes, 'America/Mexico_City');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(`${when}: `);
  await expect(dialog.getByRole('listitem')).toContainText(' con Carmen R.');
  await expectNoAxeViolations(providerPage, 'the plan visits a day off leaves out');

  // 'Volver' (Escape) saves nothing; 'Guardar y avisar' by keyboard saves and tells.
  await providerPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await providerPage.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(dialog).toBeVisible();
  await tabTo(providerPage, dialog.getByRole('button', { name: 'Guardar y avisar' }), { limit: 5 });
  await providerPage.keyboard.press('Enter');
  await expect(toast(providerPage, 'Disponibilidad actualizada')).toBeVisible();
  await expect(dialog).toBeHidden();
  const outside = providerPage.getByRole('status', {
    name: 'Servicios agendados fuera de tu nueva disponibilidad',
  });
  await expect(outside.getByRole('listitem')).toContainText([when]);
  await expect(outside.getByRole('listitem')).toContainText('Plan recurrente');

  // The customer's bell says so and leads to 'Limpiezas recurrentes'.
  await page.goto('/cliente');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const notice = page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByRole('link', { name: /Tu proveedor no estará disponible en una visita de tu plan/ });
  await expect(notice).toContainText(
    'La visita sigue agendada: elige otro día u hora para ella o sáltala sin costo.',
  );
  await notice.click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/recurrentes');

  // 'Enviar mensaje' on the plan's card, by keyboard, opens the plan's conversation, about the plan.
  const send = page.getByRole('button', { name: `Enviar mensaje a ${provider.displayName}` });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cliente\/mensajes\/[^/]+$/);
  const conversation = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(
    page.getByRole('heading', { level: 2, name: `Conversación con ${provider.displayName}` }),
  ).toBeVisible();
  // Its kind, then its subject linked: 'Limpieza recurrente: Limpieza del Hogar', the kind said once.
  const subject = page
    .getByRole('main')
    .getByText('Limpieza recurrente: Limpieza del Hogar', { exact: true });
  await expect(subject).toBeVisible();
  await expect(subject.getByRole('link', { name: 'Limpieza del Hogar', exact: true })).toHaveAttribute(
    'href',
    '/cliente/recurrentes',
  );
  await expectNoAxeViolations(page, 'a plan’s conversation');

  // The provider's Calendario: a visit's 'Enviar mensaje' opens the same conversation, the plan's.
  await providerPage.goto('/proveedor/calendario');
  await providerPage
    .getByRole('article')
    .filter({ hasText: 'Carmen R.' })
    .first()
    .getByRole('button', { name: 'Enviar mensaje a Carmen R.' })
    .click();
  await expect(providerPage).toHaveURL(`/proveedor/mensajes/${conversation}`);
  await expect(
    providerPage
      .getByRole('main')
      .getByText('Limpieza recurrente: Limpieza del Hogar', { exact: true })
      .getByRole('link', { name: 'Limpieza del Hogar', exact: true }),
  ).toHaveAttribute('href', '/proveedor/recurrentes');
  await providerContext.close();
});
