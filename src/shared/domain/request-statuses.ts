// What a request and an offer can be, as stored and sent. How a request's status follows its service once one
// is agreed: request-status.ts.

// 'hidden': an open request an operator took off the marketplace (Moderación); restoring opens it again.
export const REQUEST_STATUSES = ['open', 'assigned', 'completed', 'cancelled', 'hidden'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** An offer waits ('pending') until its request's customer accepts it or another one, or its provider withdraws it. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
