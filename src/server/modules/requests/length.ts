import { isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import { lengthRange, type ServiceLength } from '#shared/domain/service-length';
import { apiMessages } from '#shared/common-messages';
import { estimateMessages } from '#shared/estimate-messages';
import type { RequestLength } from '#shared/schemas/requests';
import type { RequestRow } from '#server/db/schema';
import { InvalidInputError } from '#server/domain/errors';

type LengthColumns = Pick<RequestRow, 'estimateInput' | 'minMinutes' | 'maxMinutes'>;

/**
 * What an open request stores of its 'Cotizador': the home (for a cleaning of one) and the range in minutes that
 * offers start from. A home's cleaning is estimated from the home, any other service asks for hours: the other
 * kind is refused under `length`, as a booking's is. Without a length (API callers before it) nothing is stored.
 */
export function requestLengthColumns(serviceId: ServiceId, length: ServiceLength | undefined): LengthColumns {
  if (!length) return { estimateInput: null, minMinutes: null, maxMinutes: null };
  if ('estimate' in length !== isEstimatedFromHome(serviceId)) {
    throw new InvalidInputError('VALIDATION', apiMessages.validation, {
      length: estimateMessages.lengthWrongKind,
    });
  }
  const { minHours, maxHours } = lengthRange(length);
  return {
    estimateInput: 'estimate' in length ? length.estimate : null,
    minMinutes: minHours * 60,
    maxMinutes: maxHours * 60,
  };
}

/** The stored length as the request's readers get it, in hours; null when the request was made without one. */
export function requestLengthOf(row: LengthColumns): RequestLength | null {
  if (row.minMinutes == null || row.maxMinutes == null) return null;
  const home = row.estimateInput;
  return {
    minHours: row.minMinutes / 60,
    maxHours: row.maxMinutes / 60,
    estimate: home ? { ...home, extras: [...home.extras] } : null,
  };
}
