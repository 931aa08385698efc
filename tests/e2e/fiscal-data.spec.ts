import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';

// A persona física's RFC whose check digit (the last character) is right, and the same with it wrong.
const RFC = 'GODE561231GR8';
const WRONG_CHECK_DIGIT = 'GODE561231GR9';

test('a provider saves the datos fiscales a CFDI needs in Facturación, fixing a wrong RFC on the way', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/facturacion');
  await waitForContent(page, true);
  const section = page.getByRole('region', { name: 'Datos fiscales' });
  await expect(section).toContainText('cada pago de plan recibe su factura (CFDI)');
  const rfc = section.getByLabel('RFC', { exact: true });
  const legalName = section.getByLabel('Razón social');
  const regime = section.getByLabel('Régimen fiscal');
  const use = section.getByLabel('Uso del CFDI');
  await expect(section).toContainText('sin "S.A. de C.V."');

  await rfc.fill(WRONG_CHECK_DIGIT);
  await section.getByLabel('Código postal fiscal').fill('06000');
  await legalName.fill('Elena Gómez Díaz');
  // The selects by keyboard only: Tab to them, then type the start of the option.
  await tabTo(page, regime);
  await page.keyboard.type('612');
  await expect(regime).toHaveValue('612');
  await tabNext(page, use);
  await page.keyboard.type('G03');
  await expect(use).toHaveValue('G03');

  await section.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(rfc).toHaveAttribute('aria-invalid', 'true');
  await expect(rfc).toHaveAccessibleDescription(/El dígito verificador del RFC no coincide/);
  await expect(rfc).toBeFocused();
  await expectNoAxeViolations(page);

  // Once the RFC is valid, only a persona física's régimenes are offered.
  await rfc.fill(RFC.toLowerCase());
  await expect(regime.locator('option', { hasText: 'General de Ley Personas Morales' })).toHaveCount(0);
  await expect(regime).toHaveValue('612');
  await section.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(toast(page, 'Datos fiscales guardados')).toBeVisible();
  await expect(rfc).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForContent(page, true);
  await expect(rfc).toHaveValue(RFC);
  await expect(legalName).toHaveValue('ELENA GÓMEZ DÍAZ');
  await expect(regime).toHaveValue('612');
  await expect(use).toHaveValue('G03');
  await expect(section.getByLabel('Código postal fiscal')).toHaveValue('06000');

  await section.getByRole('button', { name: 'Eliminar datos fiscales' }).click();
  await expect(toast(page, 'Datos fiscales eliminados')).toBeVisible();
  await expect(rfc).toHaveValue('');
  await page.reload();
  await waitForContent(page, true);
  await expect(rfc).toHaveValue('');
  await expect(section.getByRole('button', { name: 'Eliminar datos fiscales' })).toHaveCount(0);
});
