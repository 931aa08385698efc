import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalMessages, rfcProblemMessages } from '#shared/fiscal-messages';
import { fiscalProfiles } from '#server/db/schema';
import { TEST_PASSWORD, TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';

// Persona física (13 characters) and persona moral (12), each with its right check digit.
const FISICA = 'GODE561231GR8';
const MORAL = 'ABC680524P73';

const data = (overrides: Record<string, unknown> = {}) => ({
  rfc: FISICA,
  legalName: 'Elena Gómez Díaz',
  taxRegime: '612',
  zip: '06000',
  cfdiUse: 'G03',
  ...overrides,
});

describe(`datos fiscales (${testDriver})`, () => {
  const t = useTestApp();

  const put = (client: TestClient, body: unknown) => client.request('PUT', '/api/fiscal-profile', body);
  const read = async (client: TestClient) => (await client.get('/api/fiscal-profile')).json().fiscalProfile;
  const rowOf = (userId: string) =>
    t.database.db.select().from(fiscalProfiles).where(eq(fiscalProfiles.profileId, userId));

  it('is for signed-in people only', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/api/fiscal-profile')).statusCode).toBe(401);
    expect((await put(guest, data())).statusCode).toBe(401);
    expect((await guest.request('DELETE', '/api/fiscal-profile')).statusCode).toBe(401);
  });

  it('starts empty, then saves and reads back the RFC normalised and the name in capitals', async () => {
    const provider = await signUpProvider(t.app);
    expect(await read(provider.client)).toBeNull();
    const saved = await put(
      provider.client,
      data({ rfc: ' gode-561231 gr8 ', legalName: '  Elena   Gómez\nDíaz ', zip: ' 06000 ' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      rfc: FISICA,
      legalName: 'ELENA GÓMEZ DÍAZ',
      taxRegime: '612',
      zip: '06000',
      cfdiUse: 'G03',
      updatedAt: expect.any(String),
    };
    expect(saved.json().fiscalProfile).toEqual(expected);
    expect(await read(provider.client)).toEqual(expected);
  });

  it('replaces the saved data when saved again, keeping one row', async () => {
    const provider = await signUpProvider(t.app);
    await put(provider.client, data());
    const again = await put(provider.client, data({ taxRegime: '626', zip: '44100' }));
    expect(again.json().fiscalProfile).toMatchObject({ taxRegime: '626', zip: '44100' });
    expect(await rowOf(provider.userId)).toHaveLength(1);
  });

  it('takes a persona moral with a régimen and uso of companies, from a customer too', async () => {
    const customer = await signUpCustomer(t.app);
    const saved = await put(
      customer.client,
      data({ rfc: MORAL, legalName: 'Abarrotes Centro', taxRegime: '601' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(customer.client)).toMatchObject({ rfc: MORAL, legalName: 'ABARROTES CENTRO' });
  });

  const refused = async (body: unknown, fields: Record<string, string>) => {
    const provider = await signUpProvider(t.app);
    const answer = await put(provider.client, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: 'VALIDATION', fields });
    expect(await rowOf(provider.userId)).toEqual([]);
    return answer.json().error.fields as Record<string, string>;
  };

  it('refuses an RFC whose check digit does not match, under the RFC field, and writes nothing', async () => {
    await refused(data({ rfc: 'GODE561231GR9' }), { rfc: rfcProblemMessages['check-digit'] });
  });

  it('says what is wrong with each field at once', async () => {
    const fields = await refused(
      { rfc: 'GODE56123', legalName: ' ', taxRegime: '999', zip: '0600', cfdiUse: '' },
      {
        rfc: rfcProblemMessages.length,
        legalName: fiscalMessages.legalNameRequired,
        taxRegime: fiscalMessages.taxRegimeRequired,
        zip: fiscalMessages.zipInvalid,
        cfdiUse: fiscalMessages.cfdiUseRequired,
      },
    );
    expect(Object.keys(fields).sort()).toEqual(['cfdiUse', 'legalName', 'rfc', 'taxRegime', 'zip']);
  });

  it('refuses a régimen of the other kind of person', async () => {
    await refused(data({ taxRegime: '601' }), { taxRegime: fiscalMessages.taxRegimeNotFor.fisica });
    await refused(data({ rfc: MORAL, taxRegime: '612' }), {
      taxRegime: fiscalMessages.taxRegimeNotFor.moral,
    });
  });

  it('refuses a uso del CFDI the régimen does not allow', async () => {
    await refused(data({ cfdiUse: 'CN01' }), { cfdiUse: fiscalMessages.cfdiUseNotAllowed });
    await refused(data({ rfc: MORAL, taxRegime: '601', cfdiUse: 'D01' }), {
      cfdiUse: fiscalMessages.cfdiUseNotAllowed,
    });
  });

  it('holds a generic RFC to régimen 616 and uso S01', async () => {
    const generic = { rfc: 'XAXX010101000', legalName: 'Público en general' };
    await refused(data({ ...generic, taxRegime: '612' }), { taxRegime: fiscalMessages.genericRfc });
    await refused(data({ ...generic, taxRegime: '616', cfdiUse: 'G03' }), {
      cfdiUse: fiscalMessages.genericRfc,
    });
    const provider = await signUpProvider(t.app);
    const saved = await put(provider.client, data({ ...generic, taxRegime: '616', cfdiUse: 'S01' }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('deletes the data, and a second delete is no error', async () => {
    const provider = await signUpProvider(t.app);
    await put(provider.client, data());
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await provider.client.request('DELETE', '/api/fiscal-profile');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ fiscalProfile: null });
    }
    expect(await read(provider.client)).toBeNull();
    expect(await rowOf(provider.userId)).toEqual([]);
  });

  it("never shows or touches another person's data", async () => {
    const ana = await signUpProvider(t.app);
    const beto = await signUpProvider(t.app);
    await put(ana.client, data());
    expect(await read(beto.client)).toBeNull();
    await beto.client.request('DELETE', '/api/fiscal-profile');
    await put(beto.client, data({ rfc: MORAL, legalName: 'Brillo Total', taxRegime: '601' }));
    expect(await read(ana.client)).toMatchObject({ rfc: FISICA, legalName: 'ELENA GÓMEZ DÍAZ' });
    expect(await read(beto.client)).toMatchObject({ rfc: MORAL });
  });

  it('goes into the data export, and is erased with the account', async () => {
    const provider = await signUpProvider(t.app);
    await put(provider.client, data());
    const exported = await provider.client.get('/api/account/export');
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(strFromU8(files['datos-fiscales.json']!))).toMatchObject({
      rfc: FISICA,
      legal_name: 'ELENA GÓMEZ DÍAZ',
      tax_regime: '612',
      zip: '06000',
      cfdi_use: 'G03',
    });
    expect(strFromU8(files['LEEME.txt']!)).toContain('datos-fiscales.json');
    const deleted = await provider.client.post('/api/account/delete', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(provider.userId)).toEqual([]);
  });
});
