import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { SERVICE_IDS } from '#shared/catalog';
import { PARTY_ACTIONS, SERVICE_STATUSES } from '#shared/domain/service-lifecycle';
import { requestMessages } from '#shared/request-messages';
import { serviceMessages } from '#shared/service-messages';
import { MEXICAN_TIME_ZONES } from '#shared/domain/mexican-time-zones';
import { exactAddressOut, serviceContactInput } from './address';
import { providerCardOut } from './requests';
import { pageCursorParam } from './cursor';
import { isValidClabe } from '#shared/domain/clabe';
import { CARD_STATES } from '#shared/domain/charge-state';
import { onlinePaymentMessages, SERVICE_REFUND_STATES } from '#shared/service-payment-messages';
import { textField } from './text-field';

const SERVICE_PAYMENT_METHODS = ['card', 'spei', 'oxxo'] as const;

/** A service as either of its two parties reads it. */
export const serviceOut = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(SERVICE_STATUSES),
  title: z.string(),
  /** What the customer wrote: the request's description, or the booking's notes. */
  description: z.string(),
  serviceId: z.enum(SERVICE_IDS),
  /** The recurring plan ('Limpieza recurrente', issue 30) this service is a visit of; null for a one-off. */
  planId: z.uuid().nullable(),
  /** The start as an ISO instant, shown in `timeZone`, the place's own. */
  scheduledAt: z.string(),
  /** How long it holds the provider, in minutes (whole half hours, 1–12 h). */
  durationMinutes: z.number().int(),
  /** Its end as an ISO instant: the start plus its length. */
  endsAt: z.string(),
  /** A booking waiting for its provider: the instant it is declined unanswered (ISO); null otherwise. */
  answerBy: z.string().nullable(),
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  location: z.string(),
  /** Centavos. */
  price: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  provider: providerCardOut,
  /** The customer as every provider reads them: first name and surname initial ('Carmen R.'), never an e-mail. */
  customer: z.object({ name: z.string() }),
  /**
   * How the two parties reach each other once the service is agreed (confirmed, done, completed or in dispute);
   * null before and after (pending, declined, cancelled). The provider reads the customer's full name, the
   * exact address and phone the service was agreed with (copied from the request: a later Perfil edit does not
   * move them); the customer reads the provider's phone and their own address (`name` null).
   */
  contact: z
    .object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      address: exactAddressOut.nullable(),
    })
    .nullable(),
  /**
   * To the customer only: the exact address and phone this service carries, as they gave them (either may be
   * missing on a service agreed before they were asked for). Null to the provider, who reads them in `contact`.
   */
  ownContact: z.object({ address: exactAddressOut.nullable(), phone: z.string().nullable() }).nullable(),
  /** What the viewer may do now, by the lifecycle graph and the server's clock: the buttons to show. */
  actions: z.array(z.enum(PARTY_ACTIONS)),
  /** The viewer may still review it ('Calificar'): completed, within 14 days, not yet reviewed by them. */
  canReview: z.boolean(),
  /** ISO instants, null until it happened. */
  doneAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Who ended it without it happening: a cancellation, a no-show, a booking declined or left unanswered. */
  cancelledBy: z.enum(['customer', 'provider', 'system', 'support']).nullable(),
  /**
   * A plan visit the provider's 'Disponibilidad' left out after it was booked (a day off): the customer may
   * cancel it for free however close it is.
   */
  leftOut: z.boolean(),
  /** Centavos the customer owes for a cancellation or a no-show; null unless cancelled. */
  cancellationFee: z.number().int().nullable(),
  /** The provider confirmed the cash or transfer payment. */
  paymentConfirmed: z.boolean(),
  /** What the customer reported when disputing it, and the provider's answer to it. */
  problem: z.string().nullable(),
  providerStatement: z.string().nullable(),
  /** Centavos the customer pays after support settled a dispute at a part of the price; null otherwise. */
  settledAmount: z.number().int().nullable(),
  /**
   * A no-show the provider reported (ISO instants): when, until when the customer may contest it ('No fue así'),
   * and whether its fee is settled (uncontested, or decided by support). Until then nothing of it is owed.
   */
  noShow: z.object({ reportedAt: z.string(), contestBy: z.string(), settled: z.boolean() }).nullable(),
  createdAt: z.string(),
  /**
   * A service paid by card online: how its card payment stands (the latest one asked), by when a card must be
   * authorised (ISO instant), the gateway's reason for a decline, and the centavos captured. Null otherwise.
   */
  card: z
    .object({
      state: z.enum(CARD_STATES),
      payBy: z.string(),
      reason: z.string().nullable(),
      captured: z.number().int().nullable(),
      /** How it is paid online: by card, SPEI with a reference, or cash at OXXO. */
      method: z.enum(SERVICE_PAYMENT_METHODS),
      /** SPEI: where to transfer (Stripe's CLABE and reference), centavos still missing, Stripe's page. */
      bank: z
        .object({
          clabe: z.string(),
          reference: z.string(),
          amountRemaining: z.number().int(),
          url: z.string().nullable(),
        })
        .nullable(),
      /** OXXO: the voucher's reference, when it stops being payable (ISO instant), and Stripe's page of it. */
      voucher: z.object({ number: z.string(), expiresAt: z.string(), url: z.string().nullable() }).nullable(),
      /** Money owed back by transfer (an OXXO payment cannot be refunded at the store). */
      refund: z
        .object({
          amount: z.number().int(),
          state: z.enum(SERVICE_REFUND_STATES),
          /** The last 4 digits of the CLABE given. */
          clabeEnd: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type Service = z.infer<typeof serviceOut>;

/** 'Pagar con tarjeta': what the browser needs to confirm the card in Stripe's own form. */
export const cardCheckoutOut = z.object({
  checkout: z.object({
    gateway: z.enum(['stripe', 'mercadopago']),
    publishableKey: z.string(),
    scriptUrl: z.string(),
    clientSecret: z.string(),
    /** 'authorize': a hold for the price now; 'save': the card kept and authorised 48 h before the service. */
    mode: z.enum(['authorize', 'save']),
    /** Centavos: what Mercado Pago's card form shows and holds (it is given the amount, not a client secret). */
    amount: z.number().int().positive(),
  }),
});
export type CardCheckoutOut = z.infer<typeof cardCheckoutOut>;

/** 'Recibir reembolso': the account an OXXO payment is given back to, by transfer. */
export const refundAccountInput = z.object({
  clabe: z
    .string(onlinePaymentMessages.clabeInvalid)
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(isValidClabe, onlinePaymentMessages.clabeInvalid),
  holder: textField(3, 120, onlinePaymentMessages.holderRequired, onlinePaymentMessages.holderTooLong),
});
export type RefundAccountInput = z.input<typeof refundAccountInput>;

/** Whether SPEI and OXXO can be offered for a service with this provider (online payments on, account ready). */
export const onlineMethodsQuery = z.object({ providerId: z.string().max(100) });
/** `online`: SPEI and OXXO are offered with this provider; `card`: a card is (a gateway takes it, and they take cards). */
export const onlineMethodsOut = z.object({ online: z.boolean(), card: z.boolean() });

/**
 * 'Agregar dirección y teléfono' / 'Corregir…' on a service still ahead: the same address and phone a request
 * asks for; `saveToProfile` ('Guardar también en mi perfil') writes them to Perfil too.
 */
export const serviceContactChangeInput = z.object({
  contact: serviceContactInput,
  saveToProfile: z.boolean().optional(),
});
export type ServiceContactChangeInput = z.infer<typeof serviceContactChangeInput>;

export const paymentMethodInput = z.object({
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES, requestMessages.paymentMethodInvalid),
});

/**
 * 'Aceptar oferta': the way the customer will pay (the request's own when absent), and the exact address and
 * phone when the request was published without them (required then; ignored otherwise).
 */
export const acceptOfferInput = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES, requestMessages.paymentMethodInvalid).optional(),
    contact: serviceContactInput.optional(),
  })
  .nullish();

export const serviceResponse = z.object({ service: serviceOut });
export const SERVICES_PAGE_SIZE = 50;

/**
 * Which of the person's services: `when=upcoming` (still ahead or under way, soonest first, a page of 50 from
 * `after`), `when=past` (ended, latest first, a page of 50 from `before`), or `month=YYYY-MM` (Calendario's grid:
 * every service that month, soonest first). Without any, every service (soonest first).
 */
export const servicesQuery = z.object({
  when: z.enum(['upcoming', 'past'], serviceMessages.listInvalid).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, serviceMessages.listInvalid)
    .optional(),
  before: pageCursorParam(serviceMessages.listInvalid),
  after: pageCursorParam(serviceMessages.listInvalid),
});
export type ServicesQuery = z.infer<typeof servicesQuery>;

/**
 * The same lists in /api/v1/services and /api/v1/calendar, where every list but a month's is read a page at a
 * time (SERVICES_PAGE_SIZE), soonest first, or latest first for `when=past`: `cursor` is the last page's nextCursor.
 */
export const apiServicesQuery = servicesQuery
  .omit({ before: true, after: true })
  .extend({ cursor: pageCursorParam(serviceMessages.listInvalid) });
export type ApiServicesQuery = z.infer<typeof apiServicesQuery>;

export const servicesOut = z.object({
  services: z.array(serviceOut),
  /** A list read a page at a time (`when=past`, and every list but a month's in /api/v1): the next page's cursor, null on the last. */
  nextCursor: z.string().nullable().optional(),
});

export const offerParams = z.object({ id: z.string().max(100) });

// Named as the catalogue route beside it (/api/services/:serviceId/providers) names its segment: the router
// keeps one name per position. Here it is a service's (a job's) id.
export const serviceParams = z.object({ serviceId: z.string().max(100) });

/**
 * One step of a service by one of its parties. `expectedFee` is the cancellation charge the dialog showed (in
 * centavos): if the server's differs (the 24 h mark passed while the dialog was open) nothing happens and the
 * answer says the new charge. A problem report needs its reason.
 */
// The steps that carry a text: the customer's report of a problem (or of a no-show that was not), and the
// provider's answer to it.
const REASONED: ReadonlySet<string> = new Set(['report_problem', 'contest_no_show', 'answer_dispute']);

export const serviceActionInput = z
  .object({
    action: z.enum(PARTY_ACTIONS),
    reason: z
      .string()
      .trim()
      .min(10, serviceMessages.problemTooShort)
      .max(1000, serviceMessages.problemTooLong)
      .optional(),
    expectedFee: z.number().int().min(0).max(100_000_000).optional(),
  })
  .refine((input) => !REASONED.has(input.action) || input.reason !== undefined, {
    path: ['reason'],
    message: serviceMessages.problemRequired,
  });
export type ServiceActionInput = z.infer<typeof serviceActionInput>;
