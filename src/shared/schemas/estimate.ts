import { z } from 'zod';
import { BATHROOMS, BEDROOMS, CLEANING_TYPES, ESTIMATE_EXTRAS } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';

const count = ({ min, max }: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** The fields of the 'Cotizador', as the wizard and the new request send them and the server re-reads them. */
export const estimateInput = z.object({
  bedrooms: count(BEDROOMS, estimateMessages.bedroomsRange),
  bathrooms: count(BATHROOMS, estimateMessages.bathroomsRange),
  cleaningType: z.enum(CLEANING_TYPES, estimateMessages.cleaningTypeRequired),
  extras: z
    .array(z.enum(ESTIMATE_EXTRAS, estimateMessages.extraInvalid), estimateMessages.extraInvalid)
    .refine((extras) => new Set(extras).size === extras.length, estimateMessages.extraRepeated)
    .default([]),
  pets: z.boolean().default(false),
});
export type EstimateForm = z.input<typeof estimateInput>;
export type EstimateFields = z.infer<typeof estimateInput>;
