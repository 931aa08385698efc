import { z } from 'zod';
import { apiKeyMessages } from '#shared/api-key-messages';
import { SERVICE_IDS } from '#shared/catalog';
import { pageCursorParam } from './cursor';
import { applicationInput } from './provider';
import { OFFER_STATUSES, REQUEST_STATUSES } from './requests';

/** An offer the provider sent, with what it was for; prices in centavos, instants in ISO. */
export const sentOfferOut = z.object({
  id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  proposedPrice: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  request: z.object({
    id: z.uuid(),
    title: z.string(),
    serviceId: z.enum(SERVICE_IDS),
    requiredDate: z.string(),
    location: z.string(),
    status: z.enum(REQUEST_STATUSES),
  }),
});
export type SentOffer = z.infer<typeof sentOfferOut>;

export const SENT_OFFERS_PAGE_SIZE = 50;

export const sentOffersQuery = z.object({ cursor: pageCursorParam(apiKeyMessages.offersCursorInvalid) });

/** Newest first, a page of 50; `nextCursor` is the next page's `cursor`, null on the last. */
export const sentOffersOut = z.object({ offers: z.array(sentOfferOut), nextCursor: z.string().nullable() });
export type SentOffers = z.infer<typeof sentOffersOut>;

/** 'Aplicar' through the API: the request it is for, and the same price and message the panel's dialog sends. */
export const sendOfferInput = applicationInput.extend({
  requestId: z.string(apiKeyMessages.requestIdRequired).max(100, apiKeyMessages.requestIdRequired),
});
