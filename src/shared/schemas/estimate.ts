import { z } from 'zod';
import { BATHROOMS, BEDROOMS, CLEANING_TYPES, ESTIMATE_EXTRAS } from '#shared/domain/estimate';
import { isServiceHours, type ServiceLength } from '#shared/domain/service-length';
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

/**
 * How long the customer wants the service: the home to estimate (a service of HOME_ESTIMATE_SERVICES) or the
 * hours (any other). Which one a service takes is checked where the service is known (the server's booking).
 */
export const serviceLengthInput = z
  .object(
    {
      estimate: estimateInput.optional(),
      hours: z
        .number(estimateMessages.hoursRange)
        .refine(isServiceHours, estimateMessages.hoursRange)
        .optional(),
    },
    estimateMessages.lengthRequired,
  )
  .refine(
    (length) => (length.estimate === undefined) !== (length.hours === undefined),
    estimateMessages.lengthRequired,
  )
  .transform((length): ServiceLength =>
    length.estimate ? { estimate: length.estimate } : { hours: length.hours! },
  )
  .meta({
    description:
      'Exactly one: `estimate` for a cleaning of a home, `hours` (1–12, in halves) for any other service.',
  });
