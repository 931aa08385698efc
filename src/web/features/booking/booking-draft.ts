// First: the form module switches zod to jitless before any schema is built (the CSP forbids eval).
import { chosenProvider, type BookingWizardValues } from './booking-form';
import { z } from 'zod';
import { PAYMENT_METHOD_VALUES, SERVICE_IDS } from '../../../shared/catalog';
import { locationOut } from '../../../shared/schemas/places';

// A guest who presses "Confirmar Reserva" signs in first; the wizard waits in this tab's sessionStorage
// (gone with the tab, never sent anywhere) and comes back exactly as it was, same idempotency key included.
export const DRAFT_STORAGE_KEY = 'limpiahogar:reserva';

const draftSchema = z.object({
  version: z.literal(1),
  idempotencyKey: z.uuid(),
  values: z.object({
    serviceId: z.enum(SERVICE_IDS),
    provider: chosenProvider,
    schedule: z.object({ date: z.string().max(10), time: z.string().max(5) }),
    // Saved as it is: the place may not be chosen yet.
    location: locationOut.nullable(),
    address: z.string().max(300),
    notes: z.string().max(1000),
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  }),
});

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

export function parseDraft(text: string | null): BookingDraft | null {
  if (!text) return null;
  try {
    const draft = draftSchema.safeParse(JSON.parse(text));
    return draft.success ? { idempotencyKey: draft.data.idempotencyKey, values: draft.data.values } : null;
  } catch {
    return null;
  }
}

export function readDraft(storage = sessionStore()): BookingDraft | null {
  try {
    return parseDraft(storage?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
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
