import type { BookingDraft } from './booking-values';

export type { BookingDraft };

// A guest who presses "Confirmar Reserva" signs in or signs up first; the wizard waits in this browser's
// localStorage and comes back exactly as it was, same idempotency key included. Not sessionStorage: the e-mailed
// confirmation link of a new account usually opens in another tab. It holds what the guest typed and nothing
// secret, is never sent anywhere, and is forgotten once booked or after DRAFT_TTL_MS.
export const DRAFT_STORAGE_KEY = 'limpiahogar:reserva';
/** As long as the confirmation link is valid (24 hours). */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be missing or refuse access (private modes, blocked cookies): the wizard then just starts over.
function localStore(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

// zod comes in only when a draft is there to check: most visits to /reservar have none.
export async function readDraft(storage = localStore(), now = Date.now()): Promise<BookingDraft | null> {
  let text: string | null;
  try {
    text = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  const { parseDraft } = await import('./booking-draft-schema');
  const draft = parseDraft(text, now - DRAFT_TTL_MS);
  if (!draft) clearDraft(storage);
  return draft;
}

export function saveDraft(draft: BookingDraft, storage = localStore(), now = Date.now()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 3, savedAt: now, ...draft }));
  } catch (error) {
    console.error(error);
  }
}

export function clearDraft(storage = localStore()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored then.
  }
}
