import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { verificationMessages } from '#shared/verification-messages';
import { MAX_DOCUMENT_BYTES, type DocumentKind } from '#shared/schemas/verification';
import { TestClient } from '#server/testing/client';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { TEST_PDF as PDF, uploadDocument } from '#server/testing/documents';
import { useBeforeAll } from '#server/testing/before-all';
import { pngClaiming } from '#server/testing/images';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';

type Account = { client: TestClient; userId: string; email: string };

// A real photo-like JPEG (with an EXIF block, to see it dropped); the PDF is the minimal one of testing/documents.
const jpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8ab' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 19.4326,-99.1332' } } })
    .jpeg()
    .toBuffer();

describe(`provider verification (${testDriver})`, () => {
  const t = useTestApp();
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  const upload = (who: Account | null, kind: DocumentKind | string, type: string, body: Buffer) =>
    uploadDocument(t.app, who, kind, type, body);
  const documentUrl = (providerId: string, kind: DocumentKind) =>
    `/api/operator/verifications/${providerId}/documents/${kind}`;

  /** A provider on `plan` with both documents up and the request sent. */
  const submitted = async (plan?: 'basic' | 'premium') => {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan,
      displayName: 'Brillo Fino',
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
      verified: false,
    });
    expect((await upload(provider, 'id', 'image/jpeg', await jpeg())).statusCode).toBe(200);
    expect((await upload(provider, 'address', 'application/pdf', PDF)).statusCode).toBe(200);
    const sent = await provider.client.post('/api/provider/verification', {
      adult: true,
      rfc: 'gode-561231-gr8',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return provider;
  };

  it('takes an ID and a proof of address, re-encodes images without their metadata, then waits for review', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/verification')).json()).toMatchObject({
      status: 'none',
      documents: [],
    });
    const early = await provider.client.post('/api/provider/verification', { adult: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'DOCUMENTS_MISSING',
      message: verificationMessages.documentsMissing,
    });

    const image = await upload(provider, 'id', 'image/jpeg', await jpeg());
    expect(image.statusCode, image.body).toBe(200);
    expect((await upload(provider, 'address', 'application/pdf', PDF)).statusCode).toBe(200);
    const documents = (await provider.client.get('/api/provider/verification')).json().documents;
    expect(documents).toEqual([
      { kind: 'address', contentType: 'application/pdf', size: PDF.length, uploadedAt: expect.any(String) },
      { kind: 'id', contentType: 'image/jpeg', size: expect.any(Number), uploadedAt: expect.any(String) },
    ]);

    const noAdult = await provider.client.post('/api/provider/verification', { rfc: 'GODE561231GR8' });
    expect(noAdult.statusCode).toBe(400);
    const badRfc = await provider.client.post('/api/provider/verification', { adult: true, rfc: 'XXXX' });
    expect(badRfc.statusCode).toBe(400);
    expect(badRfc.body).toContain(verificationMessages.rfcInvalid);

    const sent = await provider.client.post('/api/provider/verification', {
      adult: true,
      rfc: 'gode561231gr8',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'pending', rfc: 'GODE561231GR8', adultConfirmed: true });

    // Under review, nothing changes.
    const replace = await upload(provider, 'id', 'application/pdf', PDF);
    expect(replace.statusCode).toBe(409);
    expect(replace.json().error.code).toBe('VERIFICATION_LOCKED');

    // What an operator opens is the re-encoded image: scaled to 2400 px, no EXIF left.
    const stored = await operator.client.get(documentUrl(provider.userId, 'id'));
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['cache-control']).toBe('private, no-store');
    expect(stored.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2400, 1600, undefined]);
  });

  it('refuses the wrong type, a file over 5 MB and a lying extension, with a Spanish message and nothing kept', async () => {
    const provider = await signUpProvider(t.app);
    const cases: [string, Buffer, number, string][] = [
      ['text/html', Buffer.from('<script>alert(1)</script>'), 415, verificationMessages.documentType],
      ['image/gif', Buffer.from('GIF89a'), 415, verificationMessages.documentType],
      // A PDF declared as a JPEG, an HTML page declared as a PDF, a truncated PNG.
      ['image/jpeg', PDF, 415, verificationMessages.documentUnreadable],
      [
        'application/pdf',
        Buffer.from('<html><body>%PDF-</body></html>'),
        415,
        verificationMessages.documentUnreadable,
      ],
      [
        'image/png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        415,
        verificationMessages.documentUnreadable,
      ],
      [
        'application/pdf',
        Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]),
        413,
        verificationMessages.documentTooLarge,
      ],
    ];
    for (const [type, body, status, message] of cases) {
      const response = await upload(provider, 'id', type, body);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const passport = await upload(provider, 'passport', 'application/pdf', PDF);
    // An unknown kind is a document that does not exist.
    expect(passport.statusCode, passport.body).toBe(404);
    expect((await provider.client.get('/api/provider/verification')).json().documents).toEqual([]);

    const customer = await signUpCustomer(t.app);
    expect((await upload(customer, 'id', 'application/pdf', PDF)).statusCode).toBe(403);
    expect((await upload(null, 'id', 'application/pdf', PDF)).statusCode).toBe(401);
  });

  it('serves the documents to operators only: not to the provider, other users or guests', async () => {
    const provider = await submitted();
    const customer = await signUpCustomer(t.app);
    const noTwoFactor = await signUpOperator(t, { twoFactor: false });
    for (const kind of ['id', 'address'] as const) {
      const url = documentUrl(provider.userId, kind);
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
      expect((await provider.client.get(url)).statusCode).toBe(403);
      expect((await customer.client.get(url)).statusCode).toBe(403);
      expect((await noTwoFactor.client.get(url)).statusCode).toBe(403);
      expect((await operator.client.get(url)).statusCode).toBe(200);
    }
    const pdf = await operator.client.get(documentUrl(provider.userId, 'address'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect((await operator.client.get(documentUrl(customer.userId, 'id'))).statusCode).toBe(404);
    // No public copy anywhere: the provider's own page and JSON name the documents, never a link to them.
    const page = await new TestClient(t.app).get(`/api/providers/${provider.userId}`);
    expect(page.body).not.toContain('/documents/');
  });

  it('writes every opening of a document to the audit log, with the operator, the provider and the document', async () => {
    const provider = await submitted();
    const viewsOf = async () =>
      (await operator.client.get('/api/operator/audit'))
        .json()
        .entries.filter(
          (entry: { action: string; targetId: string }) =>
            entry.action === 'verification_document_viewed' && entry.targetId === provider.userId,
        );
    expect(await viewsOf()).toEqual([]);
    for (const kind of ['id', 'address', 'id'] as const) {
      expect((await operator.client.get(documentUrl(provider.userId, kind))).statusCode).toBe(200);
    }
    const uploadedAt = Object.fromEntries(
      (await provider.client.get('/api/provider/verification'))
        .json()
        .documents.map((document: { kind: string; uploadedAt: string }) => [
          document.kind,
          document.uploadedAt,
        ]),
    );
    // Newest first; the console names the operator by e-mail and the provider as the target.
    expect(await viewsOf()).toEqual(
      ['id', 'address', 'id'].map((document) =>
        expect.objectContaining({
          actor: operator.email,
          targetType: 'user',
          targetLabel: provider.email,
          reason: null,
          details: { document, uploadedAt: uploadedAt[document] },
        }),
      ),
    );
    // A refused opening leaves no entry.
    const stranger = await signUpProvider(t.app);
    expect((await operator.client.get(documentUrl(stranger.userId, 'id'))).statusCode).toBe(404);
    const strangers = (await operator.client.get('/api/operator/audit'))
      .json()
      .entries.filter((entry: { targetId: string }) => entry.targetId === stranger.userId);
    expect(strangers).toEqual([]);
  });

  it('answers 404 to an operator for a document the provider uploaded but has not sent for review', async () => {
    const provider = await signUpProvider(t.app);
    expect((await upload(provider, 'id', 'image/jpeg', await jpeg())).statusCode).toBe(200);
    expect((await upload(provider, 'address', 'application/pdf', PDF)).statusCode).toBe(200);
    const notFound = { error: { code: 'NOT_FOUND', message: verificationMessages.documentNotFound } };
    for (const kind of ['id', 'address'] as const) {
      const draft = await operator.client.get(documentUrl(provider.userId, kind));
      expect(draft.statusCode).toBe(404);
      expect(draft.json()).toEqual(notFound);
    }

    // Sent, then rejected: what was sent stays open to review; a replacement is a draft again until re-sent.
    expect((await provider.client.post('/api/provider/verification', { adult: true })).statusCode).toBe(200);
    const reason = 'La identificación está borrosa.';
    const rejected = await operator.client.post(`/api/operator/verifications/${provider.userId}/reject`, {
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await operator.client.get(documentUrl(provider.userId, 'id'))).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await upload(provider, 'id', 'application/pdf', PDF)).statusCode).toBe(200);
    expect((await operator.client.get(documentUrl(provider.userId, 'id'))).json()).toEqual(notFound);
    expect((await operator.client.get(documentUrl(provider.userId, 'address'))).statusCode).toBe(200);

    expect((await provider.client.post('/api/provider/verification', { adult: true })).statusCode).toBe(200);
    const resent = await operator.client.get(documentUrl(provider.userId, 'id'));
    expect(resent.statusCode).toBe(200);
    expect(resent.rawPayload.equals(PDF)).toBe(true);
    const approved = await operator.client.post(`/api/operator/verifications/${provider.userId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect((await operator.client.get(documentUrl(provider.userId, 'id'))).statusCode).toBe(200);
  });

  it('refuses an image whose header declares more than 50 megapixels with 413, without decoding it', async () => {
    const provider = await signUpProvider(t.app);
    // About 70 bytes each, and undecodable: a 415 shows the header was within the ceiling and decoding was tried.
    const cases: [Buffer, number, string][] = [
      [pngClaiming(100_000, 100_000), 413, verificationMessages.documentTooManyPixels],
      [pngClaiming(8000, 8000), 413, verificationMessages.documentTooManyPixels],
      [pngClaiming(8000, 6251), 413, verificationMessages.documentTooManyPixels],
      [pngClaiming(8000, 6250), 415, verificationMessages.documentUnreadable],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(provider, 'id', 'image/png', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect((await provider.client.get('/api/provider/verification')).json().documents).toEqual([]);
  });

  it('lets an operator approve: the provider is told, the audit log keeps it, and the badge follows the plan', async () => {
    const premium = await submitted('premium');
    t.clock.advance(60_000);
    const basic = await submitted('basic');
    const pending = (await operator.client.get('/api/operator/verifications')).json().verifications;
    const mine = pending.filter((row: { providerId: string }) =>
      [premium.userId, basic.userId].includes(row.providerId),
    );
    // Oldest first.
    expect(mine).toEqual([
      expect.objectContaining({ providerId: premium.userId, plan: 'premium', rfc: 'GODE561231GR8' }),
      expect.objectContaining({ providerId: basic.userId, plan: 'basic' }),
    ]);
    expect(mine[0].documents.map((document: { kind: string }) => document.kind)).toEqual(['address', 'id']);

    const badgeOf = async (id: string) => {
      const card = (await new TestClient(t.app).get(`/api/providers/${id}`)).json().provider;
      return [card.identityVerified, card.verified];
    };
    // Until approved, not on the marketplace at all (serving.test.ts).
    expect((await new TestClient(t.app).get(`/api/providers/${premium.userId}`)).statusCode).toBe(404);

    for (const provider of [premium, basic]) {
      const approved = await operator.client.post(
        `/api/operator/verifications/${provider.userId}/approve`,
        {},
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().status).toBe('approved');
    }
    expect(await badgeOf(premium.userId)).toEqual([true, true]);
    expect(await badgeOf(basic.userId)).toEqual([true, false]);

    const again = await operator.client.post(`/api/operator/verifications/${premium.userId}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOT_PENDING');
    expect((await upload(premium, 'id', 'application/pdf', PDF)).json().error.code).toBe(
      'VERIFICATION_LOCKED',
    );

    await t.runTasks();
    const mail = mailerOf(t.app)
      .sent.filter((sent) => sent.to === premium.email)
      .at(-1);
    expect(mail?.subject).toBe(verificationMessages.approvedEmail.subject);
    expect(mail?.text).toContain('/proveedor/verificacion');
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'verification_approved', targetId: premium.userId }),
    );
  });

  it('lets an operator reject with a reason; the provider reads it and may send again', async () => {
    const provider = await submitted('premium');
    const url = `/api/operator/verifications/${provider.userId}/reject`;
    expect((await operator.client.post(url, {})).statusCode).toBe(400);
    const reason = 'La identificación está cortada: falta la fecha de nacimiento.';
    const rejected = await operator.client.post(url, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const mine = (await provider.client.get('/api/provider/verification')).json();
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: reason });
    await t.runTasks();
    const mail = mailerOf(t.app)
      .sent.filter((sent) => sent.to === provider.email)
      .at(-1);
    expect(mail?.subject).toBe(verificationMessages.rejectedEmail.subject);
    expect(mail?.text).toContain(reason);
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'verification_rejected', targetId: provider.userId, reason }),
    );

    // Rejected: the documents may be replaced and the request sent again.
    expect((await upload(provider, 'id', 'application/pdf', PDF)).statusCode).toBe(200);
    const again = await provider.client.post('/api/provider/verification', { adult: true });
    expect(again.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('refuses customers, providers and operators without 2FA on every decision route', async () => {
    const provider = await submitted();
    const customer = await signUpCustomer(t.app);
    const noTwoFactor = await signUpOperator(t, { twoFactor: false });
    for (const who of [provider, customer, noTwoFactor]) {
      expect((await who.client.get('/api/operator/verifications')).statusCode).toBe(403);
      const approve = await who.client.post(`/api/operator/verifications/${provider.userId}/approve`, {});
      expect(approve.statusCode).toBe(403);
    }
    expect((await provider.client.get('/api/provider/verification')).json().status).toBe('pending');
  });
});
