import type { BookingWizardValues } from './booking-form';

// A guest who presses "Confirmar Reserva" signs in first; the wizard waits in this tab's sessionStorage
// (gone with the tab, never sent anywhere) and comes back exactly as it was, same idempotency key included.
export const DRAFT_STORAGE_KEY = 'limpiahogar:reserva';

export type BookingDraft = { idempotencyKey: string; values: BookingWizardValues };
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be missing or refuse access (private modes, blocked cookies): the wizard then just starts over.
function sessionStore(): DraftStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

// zod comes in only when a draft is there to check: most visits to /reservar have none.
export async function readDraft(storage = sessionStore()): Promise<BookingDraft | null> {
  let text: string | null;
  try {
    text = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  const { parseDraft } = await import('./booking-draft-schema');
  return parseDraft(text);
}

export function saveDraft(draft: BookingDraft, storage = sessionStore()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, ...draft }));
  } catch (error) {
    console.error(error);
  }
}

export function clearDraft(storage = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored then.
  }
}
