import type { Serving } from '#shared/schemas/serving';
import { servingMessages } from '#shared/serving-messages';
import { fillMessage } from '#web/lib/fill-message';

const texts = servingMessages.missing;

/** What the provider's verification still lacks, in one sentence; null once it is approved. */
export function missingLine({ status, missingDocuments }: Pick<Serving, 'status' | 'missingDocuments'>) {
  if (status === 'approved') return null;
  if (status === 'pending') return texts.pending;
  if (status === 'rejected') return texts.rejected;
  if (missingDocuments.length === 0) return texts.send;
  const documents = missingDocuments.map((kind) => servingMessages.documents[kind]);
  return fillMessage(texts.documents, { documents: documents.join(servingMessages.and) });
}
