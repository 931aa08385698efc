import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { verificationMessages } from '#shared/verification-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { PlanId } from '#shared/domain/plans';
import type {
  DocumentKind,
  SubmitVerificationInput,
  Verification,
  VerificationDocument,
} from '#shared/schemas/verification';
import { rowsOf, type Database } from '#server/db/client';
import { profiles, providerVerifications, verificationDocuments } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { verificationDecision } from '#server/mail/templates/verification';
import { notifyUser } from '#server/modules/notifications';
import { audit, type AuditActor } from '#server/modules/audit';
import { providerDisplayName } from '#server/modules/profiles';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import type { Storage } from '#server/storage';
import type { StoredDocument } from './documents';

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function documentsOf(db: Database, providerId: string): Promise<VerificationDocument[]> {
  const rows = await db
    .select({
      kind: verificationDocuments.kind,
      contentType: verificationDocuments.contentType,
      size: verificationDocuments.size,
      uploadedAt: verificationDocuments.uploadedAt,
    })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.providerId, providerId))
    .orderBy(verificationDocuments.kind);
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

/** The provider's 'Verificación' page. */
export async function getVerification(db: Database, providerId: string): Promise<Verification> {
  const [row] = await db
    .select()
    .from(providerVerifications)
    .where(eq(providerVerifications.providerId, providerId));
  return {
    status: row?.status ?? 'none',
    rejectionReason: row?.rejectionReason ?? null,
    rfc: row?.rfc ?? null,
    adultConfirmed: Boolean(row?.adultConfirmedAt),
    submittedAt: iso(row?.submittedAt ?? null),
    decidedAt: iso(row?.decidedAt ?? null),
    documents: await documentsOf(db, providerId),
  };
}

/** The request row, locked; documents and the request cannot change while it is reviewed or once approved. */
async function lockOpen(tx: Database, providerId: string) {
  // The profile row is the lock even before a request exists: two uploads of one provider take turns.
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, providerId)).for('update');
  const [row] = await tx
    .select({ status: providerVerifications.status })
    .from(providerVerifications)
    .where(eq(providerVerifications.providerId, providerId));
  if (row?.status === 'pending' || row?.status === 'approved')
    throw new ConflictError('VERIFICATION_LOCKED', verificationMessages.locked);
}

/**
 * Stores (or replaces) one document, until the request is sent: its bytes through the storage port under a new
 * key first, then its row; the file it replaces is deleted once the row names the new one. Should the row be
 * refused (a request under review), the new file is deleted again.
 */
export async function saveDocument(
  db: Database,
  storage: Storage,
  providerId: string,
  kind: DocumentKind,
  { content, contentType }: StoredDocument,
  now: Date,
): Promise<Verification> {
  const storageKey = `verification-documents/${providerId}/${randomUUID()}`;
  await storage.put(storageKey, content, contentType);
  let replaced: string | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      await lockOpen(tx, providerId);
      const [old] = await tx
        .select({ storageKey: verificationDocuments.storageKey })
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.providerId, providerId), eq(verificationDocuments.kind, kind)));
      const values = { contentType, storageKey, size: content.length, uploadedAt: now, submittedAt: null };
      await tx
        .insert(verificationDocuments)
        .values({ providerId, kind, ...values })
        .onConflictDoUpdate({
          target: [verificationDocuments.providerId, verificationDocuments.kind],
          set: values,
        });
      return old?.storageKey;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (replaced) await storage.delete(replaced);
  return getVerification(db, providerId);
}

/** Sends both documents for review, with the promise of being 18 or older and the RFC if given. */
export async function submitVerification(
  db: Database,
  providerId: string,
  input: { adult: true; rfc?: string } & Omit<SubmitVerificationInput, 'adult' | 'rfc'>,
  now: Date,
): Promise<Verification> {
  await db.transaction(async (tx) => {
    await lockOpen(tx, providerId);
    const documents = await documentsOf(tx, providerId);
    if (documents.length < 2)
      throw new ConflictError('DOCUMENTS_MISSING', verificationMessages.documentsMissing);
    const values = {
      status: 'pending' as const,
      rfc: input.rfc ?? null,
      adultConfirmedAt: now,
      submittedAt: now,
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
    };
    await tx
      .insert(providerVerifications)
      .values({ providerId, ...values })
      .onConflictDoUpdate({ target: providerVerifications.providerId, set: values });
    await tx
      .update(verificationDocuments)
      .set({ submittedAt: now })
      .where(eq(verificationDocuments.providerId, providerId));
  });
  return getVerification(db, providerId);
}

export interface PendingVerification {
  providerId: string;
  name: string;
  email: string;
  plan: PlanId | null;
  rfc: string | null;
  submittedAt: string;
  documents: VerificationDocument[];
}

/** Verificaciones: the requests waiting for an operator, oldest first. */
export async function listPendingVerifications(db: Database, now: Date): Promise<PendingVerification[]> {
  const rows = rowsOf<{
    provider_id: string;
    name: string;
    email: string;
    plan: PlanId | null;
    rfc: string | null;
    submitted_at: string | Date;
  }>(
    await db.execute(sql`select v.provider_id, ${providerDisplayName} as name, p.email, sub.plan_type as plan, v.rfc,
        v.submitted_at
      from provider_verifications v
      join profiles p on p.id = v.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      left join lateral (select s.plan_type from subscriptions s where s.provider_id = p.id
        and ${isActivePlan(aliasColumns('s'), now.toISOString())} order by s.created_at desc limit 1) sub on true
      where v.status = 'pending'
      order by v.submitted_at, v.provider_id`),
  );
  // Every request's documents in one read, not one read per request.
  const documents =
    rows.length === 0
      ? []
      : await db
          .select({
            providerId: verificationDocuments.providerId,
            kind: verificationDocuments.kind,
            contentType: verificationDocuments.contentType,
            size: verificationDocuments.size,
            uploadedAt: verificationDocuments.uploadedAt,
          })
          .from(verificationDocuments)
          .where(
            inArray(
              verificationDocuments.providerId,
              rows.map((row) => row.provider_id),
            ),
          )
          .orderBy(verificationDocuments.providerId, verificationDocuments.kind);
  const documentsOfProvider = new Map<string, typeof documents>();
  for (const document of documents)
    documentsOfProvider.set(document.providerId, [
      ...(documentsOfProvider.get(document.providerId) ?? []),
      document,
    ]);
  return rows.map((row) => ({
    providerId: row.provider_id,
    name: row.name,
    email: row.email,
    plan: row.plan,
    rfc: row.rfc,
    submittedAt: new Date(row.submitted_at).toISOString(),
    documents: (documentsOfProvider.get(row.provider_id) ?? []).map(
      ({ providerId: _, uploadedAt, ...rest }) => ({
        ...rest,
        uploadedAt: uploadedAt.toISOString(),
      }),
    ),
  }));
}

/**
 * One document's bytes, for an operator's eyes only (the route checks who asks), and only once sent for review:
 * a draft the provider never sent does not exist for them. Each opening is written to the audit log in the same
 * transaction, before the bytes are returned.
 */
export async function readDocument(
  db: Database,
  storage: Storage,
  providerId: string,
  kind: DocumentKind,
  { actor, now }: { actor: AuditActor; now: Date },
) {
  const { contentType, storageKey } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        contentType: verificationDocuments.contentType,
        storageKey: verificationDocuments.storageKey,
        uploadedAt: verificationDocuments.uploadedAt,
      })
      .from(verificationDocuments)
      .where(
        and(
          eq(verificationDocuments.providerId, providerId),
          eq(verificationDocuments.kind, kind),
          isNotNull(verificationDocuments.submittedAt),
        ),
      );
    if (!row) throw new NotFoundError('NOT_FOUND', verificationMessages.documentNotFound);
    await audit(tx, {
      actor,
      action: 'verification_document_viewed',
      target: { type: 'user', id: providerId },
      details: { document: kind, uploadedAt: row.uploadedAt.toISOString() },
      at: now,
    });
    return row;
  });
  const file = await storage.get(storageKey);
  if (!file) throw new NotFoundError('NOT_FOUND', verificationMessages.documentNotFound);
  return { contentType, content: file.bytes };
}

/**
 * Approves or rejects a pending request, in one transaction with it locked: the provider is told (bell and
 * e-mail) and the audit log records who decided and why.
 */
export async function decideVerification(
  db: Database,
  providerId: string,
  {
    approve,
    reason,
    actor,
    now,
  }: { approve: boolean; reason: string | null; actor: AuditActor & { id: string }; now: Date },
): Promise<Verification> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: providerVerifications.status, email: profiles.email })
      .from(providerVerifications)
      .innerJoin(profiles, eq(profiles.id, providerVerifications.providerId))
      .where(eq(providerVerifications.providerId, providerId))
      .for('update');
    if (!row) throw new NotFoundError('NOT_FOUND', operatorMessages.verificationNotPending);
    if (row.status !== 'pending')
      throw new ConflictError('NOT_PENDING', operatorMessages.verificationNotPending);
    const decision = approve ? ('approved' as const) : ('rejected' as const);
    await tx
      .update(providerVerifications)
      .set({
        status: decision,
        decidedAt: now,
        decidedBy: actor.id,
        rejectionReason: approve ? null : reason,
      })
      .where(eq(providerVerifications.providerId, providerId));
    await notifyUser(tx, {
      userId: providerId,
      template: `verification-${decision}`,
      notice: verificationDecision.notice(decision),
      email: { to: row.email, ...(reason && !approve && { reason }) },
      dedupeKey: `verification-${decision}:${providerId}:${now.getTime()}`,
      now,
    });
    await audit(tx, {
      actor,
      action: approve ? 'verification_approved' : 'verification_rejected',
      target: { type: 'user', id: providerId },
      reason,
      at: now,
    });
  });
  return getVerification(db, providerId);
}
