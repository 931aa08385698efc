// First: the wizard's schema module switches zod to jitless before any schema is built (the CSP forbids eval).
import { chosenProvider } from './booking-schema';
import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { FREQUENCIES } from '#shared/domain/rhythms';
import { SERVICE_IDS } from '#shared/catalog';
import { locationOut } from '#shared/schemas/places';
import { defaultLength } from '#web/components/estimate/estimate-length';
import { estimateLengthSchema } from '#web/components/estimate/estimate-length-schema';
import type { BookingDraft } from './booking-values';

// Loaded only when a saved draft is there to check (booking-draft.ts): most visits never need it.
const draftSchema = z.object({
  version: z.literal([2, 3]),
  /** When it was saved (ms since the epoch): an older draft than the caller accepts is ignored. */
  savedAt: z.number().int(),
  idempotencyKey: z.uuid(),
  values: z.object({
    serviceId: z.enum(SERVICE_IDS),
    // Version 3 (issue 29): the 'Cotizador', and a provider priced by the hour.
    length: estimateLengthSchema.optional(),
    provider: z.unknown(),
    schedule: z.object({ date: z.string().max(10), time: z.string().max(5) }),
    // A draft saved before '¿Con qué frecuencia?' (issue 30) books once.
    frequency: z.enum(FREQUENCIES).default('once'),
    // Saved as it is: the place may not be chosen yet.
    location: locationOut.nullable(),
    // A draft saved before the wizard asked for the address in parts comes back without it.
    contact: z
      .object({
        address: z.object({
          street: z.string().max(120),
          interior: z.string().max(20),
          colonia: z.string().max(80),
          references: z.string().max(200),
        }),
        phone: z.string().max(30),
      })
      .default({ address: { street: '', interior: '', colonia: '', references: '' }, phone: '' }),
    notes: z.string().max(1000),
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  }),
});

export function parseDraft(text: string | null, savedSince = 0): BookingDraft | null {
  if (!text) return null;
  try {
    const draft = draftSchema.safeParse(JSON.parse(text));
    if (!draft.success || draft.data.savedAt < savedSince) return null;
    const { version, idempotencyKey, values } = draft.data;
    if (version === 3) {
      const provider = chosenProvider.safeParse(values.provider);
      if (!provider.success || !values.length) return null;
      return { idempotencyKey, values: { ...values, length: values.length, provider: provider.data } };
    }
    // Saved before lengths and hours (version 2): its provider's price was for the whole service and its time
    // was typed, not one of the provider's free times. Both are chosen again; the rest comes back.
    return {
      idempotencyKey,
      values: {
        ...values,
        length: defaultLength(values.serviceId),
        provider: null,
        schedule: { date: '', time: '' },
      },
    };
  } catch {
    return null;
  }
}
