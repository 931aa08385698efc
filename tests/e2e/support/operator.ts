import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { SECURITY_PATHS } from '#shared/site-map';
import { BASE_URL, e2eDataDir } from './env';
import { createAccount, expect, toast, uniqueEmail, type Account } from './fixtures';
import { totpCode } from './totp';

const run = promisify(execFile);

/**
 * Grants the operator role as the team does, with the operator command (`npm run operator -- add EMAIL`), here
 * its bundle in build/node beside the journeys' server: started through tsx it compiled itself on every call, about
 * 3 s of CPU each. The runner's environment is the server's (playwright.config.ts passes it on), so the command
 * reaches the same database: the running server's control socket in DATA_DIR on the embedded one, or
 * DATABASE_URL when the journeys run on PostgreSQL.
 */
export async function grantOperator(email: string): Promise<void> {
  const { stdout } = await run(process.execPath, ['build/node/operator-cli.js', 'add', email], {
    env: { ...process.env, DATA_DIR: e2eDataDir() },
  });
  expect(stdout.trim()).toBe(`${email} ahora es operador.`);
}

/** Turns two-factor authentication on from the panel's security page, as two-factor.spec.ts does. */
export async function turnOnTwoFactor(page: Page, account: Account): Promise<void> {
  await page.goto(SECURITY_PATHS[account.role]);
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await card.getByRole('button', { name: 'Activar' }).click();
  await card.getByLabel('Contraseña actual').fill(account.password);
  await card.getByRole('button', { name: 'Continuar' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(toast(page, 'La verificación en dos pasos está activada.')).toBeVisible();
}

/** A member of the operation team, signed in on `page` with two-factor authentication on: the console opens. */
export async function createOperator(page: Page): Promise<Account> {
  const account = await createAccount(page.request, 'client', uniqueEmail('operador'));
  await grantOperator(account.email);
  await turnOnTwoFactor(page, account);
  return account;
}

/** A member of the operation team as an API client only (2FA on through the API), for journeys about others. */
export async function createOperatorApi(request: APIRequestContext): Promise<Account> {
  const account = await createAccount(request, 'client', uniqueEmail('operador'));
  await grantOperator(account.email);
  const headers = { origin: BASE_URL };
  const enable = await request.post('/api/auth/two-factor/enable', {
    data: { password: account.password },
    headers,
  });
  expect(enable.status(), await enable.text()).toBe(200);
  const secret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const verify = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(secret) },
    headers,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return account;
}

const ID_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ADDRESS_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** The provider signed in on `provider` sends their ID and proof of address for review; their id. */
export async function sendDocumentsByApi(provider: APIRequestContext): Promise<string> {
  for (const [kind, type, body] of [
    ['id', 'image/png', ID_IMAGE],
    ['address', 'application/pdf', ADDRESS_PDF],
  ] as const) {
    const upload = await provider.post(`/api/provider/verification/documents/${kind}`, {
      headers: { 'content-type': type },
      data: body,
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const sent = await provider.post('/api/provider/verification', { data: { adult: true } });
  expect(sent.status(), await sent.text()).toBe(200);
  const session = (await (await provider.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return session.user.id;
}

/**
 * The provider signed in on `provider` sends their ID and proof of address, and an operator approves them, all
 * through the API: for journeys that need a verified provider ('Proveedor verificado', listed first).
 */
export async function verifyIdentityByApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  provider: APIRequestContext,
): Promise<void> {
  const providerId = await sendDocumentsByApi(provider);
  const operator = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await createOperatorApi(operator);
    const approved = await operator.post(`/api/operator/verifications/${providerId}/approve`, {
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await operator.dispose();
  }
}
