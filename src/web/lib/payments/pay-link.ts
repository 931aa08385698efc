/** `?pagar=<service id>`: Programados opens that service's card payment at once (an offer accepted, a booking). */
export const PAY_PARAM = 'pagar';

/** The query that sends the customer to pay a service by card: kept apart so a page links here for free. */
export const payByCardSearch = (serviceId: string) => `?${PAY_PARAM}=${encodeURIComponent(serviceId)}`;
