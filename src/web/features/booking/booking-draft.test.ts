import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  DRAFT_TTL_MS,
  readDraft,
  saveDraft,
  type BookingDraft,
} from './booking-draft';
import { parseDraft } from './booking-draft-schema';
import { emptyWizardValues } from './booking-form';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const draft: BookingDraft = {
  idempotencyKey: '0b9f6a52-6a4e-4c1e-9a43-3f1c2f0d9e11',
  values: {
    ...emptyWizardValues,
    serviceId: 'garden',
    length: { ...emptyWizardValues.length, hours: 4.5 },
    provider: { id: 'prov-1', displayName: 'Jardines Verdes', hourlyPrice: 17_500 },
    schedule: { date: '2030-05-15', time: '10:30' },
    location: null,
    contact: {
      address: { street: 'Av. Universidad 1200', interior: '4', colonia: 'Xoco', references: '' },
      phone: '55 1234 5678',
    },
    notes: 'Hay un perro amable.',
    paymentMethod: 'transfer',
  },
};

const SAVED_AT = Date.UTC(2030, 4, 1, 12);

describe('booking draft (a guest signing in or up mid-booking)', () => {
  it('comes back exactly as it was saved, idempotency key included', async () => {
    const storage = memoryStorage();
    saveDraft(draft, storage);
    expect(await readDraft(storage)).toEqual(draft);
  });

  it('keeps the chosen rhythm, and a draft saved before the choice books once', async () => {
    const storage = memoryStorage();
    saveDraft({ ...draft, values: { ...draft.values, frequency: 'biweekly' } }, storage);
    expect((await readDraft(storage))?.values.frequency).toBe('biweekly');
    const { frequency: _frequency, ...before } = draft.values;
    saveDraft({ ...draft, values: before as typeof draft.values }, storage);
    expect((await readDraft(storage))?.values.frequency).toBe('once');
  });

  it('keeps the chosen place too', async () => {
    const storage = memoryStorage();
    const location = {
      lat: 19.3467,
      lng: -99.16174,
      formattedAddress: 'Coyoacán',
      precision: 'locality' as const,
    };
    saveDraft({ ...draft, values: { ...draft.values, location } }, storage);
    expect((await readDraft(storage))?.values.location).toEqual(location);
  });

  it('comes back without the address when it was saved before the wizard asked for it in parts', async () => {
    const storage = memoryStorage();
    const { contact, ...rest } = draft.values;
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 3, savedAt: Date.now(), ...draft, values: { ...rest, address: 'Calle 1' } }),
    );
    expect((await readDraft(storage))?.values).toEqual({
      ...draft.values,
      contact: emptyWizardValues.contact,
    });
    expect(contact.phone).toBe('55 1234 5678');
  });

  it('comes back from before lengths without its provider and time, the Cotizador at its start', () => {
    const { length, ...before } = draft.values;
    const saved = {
      version: 2,
      savedAt: SAVED_AT,
      idempotencyKey: draft.idempotencyKey,
      values: { ...before, provider: { id: 'prov-1', displayName: 'Jardines Verdes', price: 70_000 } },
    };
    expect(parseDraft(JSON.stringify(saved))).toEqual({
      idempotencyKey: draft.idempotencyKey,
      values: {
        ...draft.values,
        length: emptyWizardValues.length,
        provider: null,
        schedule: { date: '', time: '' },
      },
    });
    expect(length.hours).toBe(4.5);
  });

  it('is gone after clearing', async () => {
    const storage = memoryStorage();
    saveDraft(draft, storage);
    clearDraft(storage);
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(await readDraft(storage)).toBeNull();
  });

  it('is still there a moment before the confirmation link expires, and gone after', async () => {
    const storage = memoryStorage();
    saveDraft(draft, storage, SAVED_AT);
    expect(await readDraft(storage, SAVED_AT + DRAFT_TTL_MS)).toEqual(draft);
    expect(await readDraft(storage, SAVED_AT + DRAFT_TTL_MS + 1)).toBeNull();
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('ignores anything that is not a complete draft of this version', () => {
    const saved = { version: 3, savedAt: SAVED_AT, ...draft };
    expect(parseDraft(JSON.stringify(saved))).toEqual(draft);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    // The first drafts lived in sessionStorage, without a date.
    expect(parseDraft(JSON.stringify({ version: 1, ...draft }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...saved, savedAt: undefined }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...saved, idempotencyKey: 'uno' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...saved, values: { ...draft.values, serviceId: 'x' } }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...saved, values: { ...draft.values, provider: null } }))).toBeNull();
    const { length, ...noLength } = draft.values;
    expect(parseDraft(JSON.stringify({ ...saved, values: noLength }))).toBeNull();
    expect(length).toBeDefined();
    const perService = { ...draft.values, provider: { id: 'prov-1', displayName: 'J', price: 70_000 } };
    expect(parseDraft(JSON.stringify({ ...saved, values: perService }))).toBeNull();
  });

  it('starts over quietly when storage refuses access', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(await readDraft(refusing)).toBeNull();
    expect(await readDraft(null)).toBeNull();
  });
});
