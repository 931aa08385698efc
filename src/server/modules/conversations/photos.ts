import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { conversationMessages as m } from '#shared/conversation-messages';
import type { MessagePhoto } from '#shared/schemas/conversations';
import { rowsOf, type Database } from '#server/db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooLargeError,
  UnreadableError,
} from '#server/domain/errors';
import { toWebp } from '#server/modules/provider';
import { deleteFiles, type Storage } from '#server/storage';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import type { ConversationView } from './read';

export const MESSAGE_PHOTO_EXPIRY = 'message-photo-expiry';
// A photo uploaded and never sent is deleted after this long.
const UNATTACHED_MS = 24 * 60 * 60 * 1000;
// Photos one person may have waiting (uploaded, not sent) in one conversation: a composer holds at most four.
const MAX_WAITING = 12;
// Large enough to read a stain or a label on a phone; EXIF and any GPS position are dropped by toWebp.
const MAX_EDGE = 1600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const storageKey = (photoId: string) => `message-photos/${photoId}`;
export const photoUrl = (conversationId: string, photoId: string) =>
  `/api/conversations/${conversationId}/photos/${photoId}`;

/** A message photo as the one who uploaded it keeps it: WebP at most 1600 px, upright, metadata dropped. */
export function processMessagePhoto(input: Buffer) {
  return toWebp(
    input,
    (image) =>
      image.resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
    {
      unreadable: () => new UnreadableError('PHOTO_UNREADABLE', m.photos.unreadable),
      tooManyPixels: () => new TooLargeError('PHOTO_TOO_MANY_PIXELS', m.photos.tooManyPixels),
    },
  );
}

/**
 * Whether `viewerId` may read the conversation and its photos: one of its two sides. The one place that says so
 * for photos; moderation extends it for operators and reported conversations.
 */
export async function mayReadConversation(db: Database, viewerId: string, conversationId: string) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from conversations
      where id = ${conversationId} and (customer_id = ${viewerId} or provider_id = ${viewerId})`),
  );
  return rows.length > 0;
}

/** A photo is uploaded to be sent: refused as a message would be in a closed conversation or by a suspended sender. */
export async function assertMayUpload(db: Database, view: ConversationView, me: string) {
  if (view.closed) throw new ConflictError('CONVERSATION_CLOSED', m.closed);
  const [sender] = rowsOf<{ suspended: boolean }>(
    await db.execute(sql`select suspended_at is not null as suspended from profiles where id = ${me}`),
  );
  if (sender?.suspended) throw new ForbiddenError('ACCOUNT_SUSPENDED', m.suspended);
}

/**
 * Keeps an uploaded photo, unattached, for its uploader to send: the bytes through the storage port first, then
 * its row and the task that deletes it in a day unless sent (one transaction). Should the row fail, the bytes
 * are deleted again, so nothing is left half-written.
 */
export async function keepPhoto(
  db: Database,
  storage: Storage,
  { conversationId, uploaderId, alt }: { conversationId: string; uploaderId: string; alt: string },
  image: Buffer,
  now: Date,
): Promise<MessagePhoto> {
  const [waiting] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from conversation_photos
      where conversation_id = ${conversationId} and uploader_id = ${uploaderId} and message_id is null`),
  );
  if (waiting!.n >= MAX_WAITING) throw new ConflictError('TOO_MANY_WAITING_PHOTOS', m.photos.tooManyWaiting);
  const id = randomUUID();
  const key = storageKey(id);
  await storage.put(key, image, 'image/webp');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into conversation_photos
        (id, conversation_id, uploader_id, storage_key, alt, size, created_at)
        values (${id}, ${conversationId}, ${uploaderId}, ${key}, ${alt}, ${image.length}, ${now})`);
      await enqueue(tx, {
        kind: MESSAGE_PHOTO_EXPIRY,
        payload: { photoId: id },
        runAt: new Date(now.getTime() + UNATTACHED_MS),
        dedupeKey: `${MESSAGE_PHOTO_EXPIRY}:${id}`,
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { id, url: photoUrl(conversationId, id), alt };
}

/**
 * Attaches the sender's own unattached photos of this conversation to their new message, in `photoIds`' order,
 * inside the message's transaction: any photo that is not theirs, not of this conversation, already sent or
 * gone refuses the whole message (409), so no message is saved without the photos it was sent with.
 */
export async function attachPhotos(
  tx: Database,
  { conversationId, senderId, messageId }: { conversationId: string; senderId: string; messageId: number },
  photoIds: readonly string[],
): Promise<MessagePhoto[]> {
  if (photoIds.length === 0) return [];
  const attached = rowsOf<{ id: string; alt: string; position: number }>(
    await tx.execute(sql`update conversation_photos p set message_id = ${messageId},
        position = wanted.position - 1
      from unnest(${`{${photoIds.join(',')}}`}::uuid[]) with ordinality as wanted(id, position)
      where p.id = wanted.id and p.conversation_id = ${conversationId} and p.uploader_id = ${senderId}
        and p.message_id is null
      returning p.id, p.alt, p.position`),
  );
  if (attached.length !== photoIds.length)
    throw new ConflictError('PHOTO_NOT_AVAILABLE', m.photos.notAvailable);
  return attached
    .sort((a, b) => a.position - b.position)
    .map((photo) => ({ id: photo.id, url: photoUrl(conversationId, photo.id), alt: photo.alt }));
}

/**
 * The photos of these messages, each message's in its order (none listed for one without). To the two sides a
 * hidden message's photos are neither listed nor served; the console reads them (`moderated`, with its own
 * address for each).
 */
export async function photosOf(
  db: Database,
  conversationId: string,
  messageIds: readonly number[],
  { moderated = false, urlOf = photoUrl }: { moderated?: boolean; urlOf?: typeof photoUrl } = {},
): Promise<Map<number, MessagePhoto[]>> {
  const byMessage = new Map<number, MessagePhoto[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = rowsOf<{ id: string; message_id: number | string; alt: string }>(
    await db.execute(sql`select p.id, p.message_id, p.alt from conversation_photos p
      join conversation_messages msg on msg.id = p.message_id
        and ${moderated ? sql`true` : sql`msg.hidden_at is null`}
      where p.conversation_id = ${conversationId}
        and p.message_id = any(${`{${messageIds.join(',')}}`}::bigint[])
      order by p.message_id, p.position`),
  );
  for (const row of rows) {
    const list = byMessage.get(Number(row.message_id)) ?? [];
    list.push({ id: row.id, url: urlOf(conversationId, row.id), alt: row.alt });
    byMessage.set(Number(row.message_id), list);
  }
  return byMessage;
}

/**
 * A photo's bytes for `viewerId`: a sent photo of a conversation they may read (its message not hidden), or an
 * unattached one they uploaded themselves. Anything else is 404, as for a photo that does not exist.
 */
export async function readPhoto(
  db: Database,
  storage: Storage,
  viewerId: string,
  conversationId: string,
  photoId: string,
) {
  const notFound = () => new NotFoundError('NOT_FOUND', m.photos.notFound);
  if (!UUID.test(conversationId) || !UUID.test(photoId)) throw notFound();
  if (!(await mayReadConversation(db, viewerId, conversationId))) throw notFound();
  const [photo] = rowsOf<{ storage_key: string }>(
    await db.execute(sql`select p.storage_key from conversation_photos p
      left join conversation_messages msg on msg.id = p.message_id
      where p.id = ${photoId} and p.conversation_id = ${conversationId}
        and (p.message_id is not null and msg.hidden_at is null
          or p.message_id is null and p.uploader_id = ${viewerId})`),
  );
  if (!photo) throw notFound();
  const file = await storage.get(photo.storage_key);
  if (!file) throw notFound();
  return file;
}

/** The scheduler's task: a photo still unattached a day after its upload is deleted, row and file. */
export function expireMessagePhoto(storage: Storage): TaskHandler<{ photoId: string }> {
  return async ({ photoId }, { completeInTransaction, log }) => {
    const gone = await completeInTransaction(async (tx) =>
      rowsOf<{ storage_key: string }>(
        await tx.execute(sql`delete from conversation_photos where id = ${photoId} and message_id is null
          returning storage_key`),
      ),
    );
    await deleteFiles(
      storage,
      (gone ?? []).map((row) => row.storage_key),
      log,
    );
  };
}

/**
 * ARCO (deleting an account), in its transaction: every photo this person uploaded, sent or not, loses its row;
 * answers the keys of their files, for deleteFiles once the transaction committed. Their messages keep
 * photo_count (how many they were sent with) and show none.
 */
export async function takeMessagePhotosOf(tx: Database, profileId: string): Promise<string[]> {
  const gone = rowsOf<{ storage_key: string }>(
    await tx.execute(
      sql`delete from conversation_photos where uploader_id = ${profileId} returning storage_key`,
    ),
  );
  return gone.map((row) => row.storage_key);
}

/** takeMessagePhotosOf and deleteFiles at once, outside any transaction: answers how many photos went. */
export async function deleteMessagePhotosOf(
  db: Database,
  storage: Storage,
  profileId: string,
  log?: { warn(details: object, message: string): void },
): Promise<number> {
  const keys = await takeMessagePhotosOf(db, profileId);
  await deleteFiles(storage, keys, log);
  return keys.length;
}
