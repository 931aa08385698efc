import { z } from 'zod';
import { emailPreferenceMessages } from '#shared/email-preference-messages';
import { SERVICE_IDS } from '#shared/catalog';
import { PLAN_IDS, PLAN_BILLINGS, PLAN_GATEWAYS, PLAN_PAY_METHODS } from '#shared/domain/plans';
import { MEXICAN_TIME_ZONES } from '#shared/domain/mexican-time-zones';
import { HOURLY_PRICE } from '#shared/domain/estimate';
import { isServiceHours } from '#shared/domain/service-length';
import { estimateMessages } from '#shared/estimate-messages';
import { providerMessages } from '#shared/provider-messages';
import { validation } from '#shared/auth-messages';
import { locationInput, locationOut, placePrecision } from './places';
import { pageCursorParam } from './cursor';
import { servingOut } from './serving';
import { OFFER_STATUSES, requestKindOut } from './requests';
import { textField } from './text-field';

export * from './places';

export const MIN_SERVICE_RADIUS_KM = 1;
export const MAX_SERVICE_RADIUS_KM = 50;
export const MAX_PROPOSED_PRICE_PESOS = 1_000_000;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const isoDate = z.string();

export const subscriptionOut = z.object({
  id: z.string(),
  planType: z.enum(PLAN_IDS),
  status: z.literal('active'),
  /** Centavos (MXN). */
  amount: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  createdAt: isoDate,
  /** How it is paid: see PLAN_BILLINGS. */
  billing: z.enum(PLAN_BILLINGS),
  /** Paid online and renewed by the gateway at its end date (false once 'Cancelar suscripción' was used). */
  renews: z.boolean(),
  /** A renewal that failed: the plan stays in force until this instant to be paid another way; else null. */
  renewalFailedUntil: isoDate.nullable(),
  /** A lower plan chosen while this one renews online: it takes over at the end date. */
  nextPlanType: z.enum(PLAN_IDS).nullable(),
  /** Paid online: 'card' (renewed by the gateway) or 'oxxo' (one month at a time, never renewed); else null. */
  payMethod: z.enum(PLAN_PAY_METHODS).nullable(),
});
export type Subscription = z.infer<typeof subscriptionOut>;

/**
 * How plans are paid here: 'immediate' (development and tests: activated on request, no money moves),
 * 'transfer' (production without an online gateway: 'Pago pendiente' until an operator confirms the transfer)
 * or 'online' (a gateway is configured: paid in its form, activated by its webhook, renewed every month).
 */
export const PLAN_PAYMENT_MODES = ['immediate', 'transfer', 'online'] as const;
export type PlanPaymentMode = (typeof PLAN_PAYMENT_MODES)[number];

/** A plan chosen and waiting for its bank transfer, with what the provider needs to make it. */
export const pendingPlanOut = z.object({
  /** The payment's id. */
  id: z.string(),
  planType: z.enum(PLAN_IDS),
  /** Centavos (MXN), the catalogue price. */
  amount: z.number().int(),
  /** SPEI's numeric reference (7 digits), unique among waiting payments. */
  reference: z.string(),
  /** What to write as the transfer's concept. */
  concept: z.string(),
  createdAt: isoDate,
  /** Unpaid by then, the choice is cancelled (the provider is told) and the reference is freed. */
  payBy: isoDate,
  bank: z.object({ bank: z.string(), beneficiary: z.string(), clabe: z.string() }),
});
export type PendingPlan = z.infer<typeof pendingPlanOut>;

/**
 * One line of 'Facturación': what a plan cost and how it stands. `transfer`: paid by SPEI and confirmed by the
 * operation team; `none`: recorded without money moving (plans activated on request, no payment configured).
 */
// 'oxxo': cash at OXXO, through Stripe.
export const BILLING_METHODS = ['transfer', 'none', 'stripe', 'oxxo', 'mercadopago'] as const;
export const BILLING_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'unbilled'] as const;
export const billingLineOut = z.object({
  id: z.string(),
  planType: z.enum(PLAN_IDS),
  /**
   * What was charged, as the ledger wrote it then: 'Plan Premium (mensual)', 'Cambio al plan Premium (resto del
   * mes)'. Not the subscription's plan now, which an upgrade or downgrade changes afterwards.
   */
  description: z.string(),
  /** Centavos (MXN). */
  amount: z.number().int(),
  method: z.enum(BILLING_METHODS),
  status: z.enum(BILLING_STATUSES),
  reference: z.string().nullable(),
  createdAt: isoDate,
  /** When the operation team confirmed or rejected it. */
  decidedAt: isoDate.nullable(),
  rejectionReason: z.string().nullable(),
  /** When the gateway confirmed the money (online payments and confirmed transfers). */
  paidAt: isoDate.nullable(),
  /** Its CFDI, when the provider saved fiscal data and invoicing is configured: asked for, or issued. */
  cfdi: z.object({ status: z.enum(['pending', 'issued', 'failed']), uuid: z.string().nullable() }).nullable(),
});
export type BillingLine = z.infer<typeof billingLineOut>;

export const billingOut = z.object({
  paymentMode: z.enum(PLAN_PAYMENT_MODES),
  subscription: subscriptionOut.nullable(),
  /** The next month's payment of the plan in force: due by its end date (transfer), or null. */
  nextCharge: z.object({ dueBy: isoDate, amount: z.number().int() }).nullable(),
  /** Newest first. */
  lines: z.array(billingLineOut),
});
export type Billing = z.infer<typeof billingOut>;

/** What the browser needs to pay a plan in the gateway's own form (its script, loaded only then). */
export const onlineCheckoutOut = z.object({
  gateway: z.enum(PLAN_GATEWAYS),
  publishableKey: z.string(),
  clientSecret: z.string(),
  /** The gateway's own script (the only place it is loaded from; the page's CSP allows exactly it). */
  scriptUrl: z.string(),
  /** 'oxxo': the form issues a voucher to pay in cash, and the plan starts when the store's payment is confirmed. */
  method: z.enum(PLAN_PAY_METHODS),
  /** Gateways that take the payment on their own page (Mercado Pago): the browser goes there instead. */
  redirectUrl: z.string().url().optional(),
});
export type OnlineCheckout = z.infer<typeof onlineCheckoutOut>;

export const subscriptionResponse = z.object({
  subscription: subscriptionOut.nullable(),
  pendingPayment: pendingPlanOut.nullable(),
  /** A plan chosen to be paid online whose payment the gateway has not confirmed yet. */
  pendingOnline: z
    .object({
      planType: z.enum(PLAN_IDS),
      /** The gateway it is paid through ('Continuar con el pago' goes back there). */
      gateway: z.enum(PLAN_GATEWAYS),
      createdAt: isoDate,
      method: z.enum(PLAN_PAY_METHODS),
      /** An OXXO voucher issued for it: pay `amount` (centavos) at a store with `number` before `expiresAt`. */
      voucher: z
        .object({ number: z.string(), amount: z.number().int(), expiresAt: isoDate, url: z.string() })
        .nullable(),
    })
    .nullable(),
  paymentMode: z.enum(PLAN_PAYMENT_MODES),
  /** Online: the gateways a new plan can be paid through, the default first (the plan dialog offers each). */
  gateways: z.array(z.enum(PLAN_GATEWAYS)),
  /** Only in the answer to 'Elegir plan' when plans are paid online. */
  checkout: onlineCheckoutOut.nullable(),
  /**
   * Only in the answer to 'Elegir plan' while the plan in force renews online: 'upgrade' (applied once the
   * rest of the month is charged), 'downgrade' (from the end date, see `nextPlanType`) or 'kept' (a downgrade
   * undone).
   */
  planChange: z.enum(['upgrade', 'downgrade', 'kept']).nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const subscribeInput = z.object({
  planType: z.enum(PLAN_IDS, providerMessages.planRequired),
  /** Plans paid online only: 'card' (the default; renews every month) or 'oxxo' (cash, one month). */
  method: z.enum(PLAN_PAY_METHODS, providerMessages.payMethodInvalid).optional(),
  /**
   * Plans paid online, when more than one gateway is configured: which one (default: the plan in force's, else
   * the first configured). OXXO is paid through Stripe only.
   */
  gateway: z.enum(PLAN_GATEWAYS, providerMessages.payMethodInvalid).optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const overviewOut = z.object({
  subscription: subscriptionOut.nullable(),
  applicationsThisMonth: z.number().int(),
  /** null: unlimited plan or no plan. */
  applicationsRemaining: z.number().int().nullable(),
  /** null: no service area yet. */
  openRequestsInArea: z.number().int().nullable(),
  checklist: z.object({
    plan: z.boolean(),
    area: z.boolean(),
    services: z.boolean(),
    profile: z.boolean(),
    /** An operator approved their identity (Verificación). */
    verification: z.boolean(),
  }),
  /** May they send offers and be booked, until when, and what their verification lacks. */
  serving: servingOut,
  /** Services ahead (pending or confirmed), and of them the bookings still waiting for an answer. */
  upcomingServices: z.number().int(),
  bookingsToAnswer: z.number().int(),
  /** Centavos charged for this month's services (Ganancias' month, in Mexico City), and of them received. */
  earningsThisMonth: z.object({ total: z.number().int(), paid: z.number().int() }),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Their public page, while they are on the marketplace (a plan, an area, verified or in grace); else null. */
  publicPath: z.string().nullable(),
});
export type ProviderOverview = z.infer<typeof overviewOut>;

export const serviceRadiusField = z
  .number(providerMessages.radiusRange)
  .int(providerMessages.radiusInteger)
  .min(MIN_SERVICE_RADIUS_KM, providerMessages.radiusRange)
  .max(MAX_SERVICE_RADIUS_KM, providerMessages.radiusRange);

export const serviceAreaInput = z.object({ location: locationInput, serviceRadius: serviceRadiusField });
export type ServiceAreaInput = z.infer<typeof serviceAreaInput>;

export const serviceAreaOut = z.object({ location: locationOut.nullable(), serviceRadius: z.number().int() });
export type ServiceArea = z.infer<typeof serviceAreaOut>;

/** The provider's own offer on a request, as their list shows it; proposedPrice in centavos. */
export const myApplicationOut = z.object({
  id: z.string(),
  /** 'withdrawn' stays on the list: the provider cannot send another offer for the request. */
  status: z.enum(OFFER_STATUSES),
  proposedPrice: z.number().int(),
  createdAt: isoDate,
});
export type MyApplication = z.infer<typeof myApplicationOut>;
export const withdrawResponse = z.object({ application: myApplicationOut });

export const nearbyRequestOut = requestKindOut.extend({
  /** An ISO instant, shown on the clock of `timeZone`, the zone of the request's place. */
  requiredDate: isoDate,
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  /** Formatted address. */
  location: z.string(),
  precision: placePrecision,
  distanceKm: z.number(),
  /** The customer's first name and surname initial ('Carmen R.'); the exact address comes only with the service. */
  customerName: z.string(),
  createdAt: isoDate,
  myApplication: myApplicationOut.nullable(),
});
export type NearbyRequest = z.infer<typeof nearbyRequestOut>;

export const nearbyOut = z.object({
  canApply: z.boolean(),
  /** What stops offers, the first of: no service area, no active plan, no approved verification. */
  reason: z.enum(['no-area', 'no-plan', 'no-verification']).nullable(),
  serving: servingOut,
  requests: z.array(nearbyRequestOut),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type NearbyResponse = z.infer<typeof nearbyOut>;

/** The nearby list's filter: one catalogue service, or 'mine', the services on the provider's price list. */
export const NEARBY_SERVICE_FILTERS = ['mine', ...SERVICE_IDS] as const;
export type NearbyServiceFilter = (typeof NEARBY_SERVICE_FILTERS)[number];

/** A page cursor: the last request shown, as its created_at and its id (cursor.ts); and the filter, if any. */
export const nearbyQuery = z.object({
  cursor: pageCursorParam(providerMessages.invalidCursor),
  service: z.enum(NEARBY_SERVICE_FILTERS, providerMessages.serviceUnknown).optional().meta({
    description:
      "Only requests for this catalogue service, or 'mine': for any service on the provider's price list (none when it is empty). Every service when absent.",
  }),
});

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** proposedPrice is typed in pesos (up to two decimals); the server stores and answers centavos. */
export const applicationInput = z.object({
  proposedPrice: z
    .number(providerMessages.priceRequired)
    .min(0.01, providerMessages.pricePositive)
    .max(MAX_PROPOSED_PRICE_PESOS, providerMessages.priceTooHigh)
    .refine(hasAtMostTwoDecimals, providerMessages.priceDecimals)
    .meta({ multipleOf: 0.01, description: 'Pesos (MXN), at most two decimals; answered in centavos.' }),
  message: textField(1, 2000, providerMessages.messageRequired, providerMessages.messageTooLong),
  /** 'Duración estimada'; the panel's dialog always sends it, prefilled from the request's estimate. */
  durationHours: z
    .number(estimateMessages.hoursRange)
    .refine(isServiceHours, estimateMessages.hoursRange)
    .optional()
    .meta({
      description:
        'Hours the service takes if the offer is accepted: 1–12, in halves. Absent: the upper end of the request’s estimate, or 3.',
    }),
});
export type ApplicationInput = z.infer<typeof applicationInput>;
export type ApplicationForm = z.input<typeof applicationInput>;

export const applicationOut = z.object({
  id: z.string(),
  requestId: z.string(),
  /** Centavos. */
  proposedPrice: z.number().int(),
  /** The service's length if the offer is accepted, whole half hours. */
  durationMinutes: z.number().int(),
  message: z.string(),
  createdAt: isoDate,
});
export const applicationResponse = z.object({ application: applicationOut });
export type Application = z.infer<typeof applicationOut>;

export const providerServiceItem = z.object({
  serviceId: z.enum(SERVICE_IDS, providerMessages.serviceUnknown),
  /** 'Precio por hora', centavos: a service costs it times its length. */
  hourlyPrice: z
    .number(providerMessages.hourlyPriceRange)
    .int(providerMessages.hourlyPriceRange)
    .min(HOURLY_PRICE.min, providerMessages.hourlyPriceRange)
    .max(HOURLY_PRICE.max, providerMessages.hourlyPriceRange),
});
export const providerServicesInput = z.object({
  services: z
    .array(providerServiceItem)
    .max(SERVICE_IDS.length)
    .refine(
      (items) => new Set(items.map((item) => item.serviceId)).size === items.length,
      providerMessages.serviceRepeated,
    )
    .meta({ uniqueItems: true, description: 'The whole list; each serviceId at most once.' }),
});
export type ProviderServicesInput = z.infer<typeof providerServicesInput>;
export const providerServicesOut = z.object({
  services: z.array(z.object({ serviceId: z.enum(SERVICE_IDS), hourlyPrice: z.number().int() })),
});

export const providerProfileInput = z.object({
  displayName: textField(2, 80, providerMessages.displayNameLength),
  bio: z.string(providerMessages.bioTooLong).trim().max(600, providerMessages.bioTooLong),
  yearsExperience: z
    .number(providerMessages.yearsExperienceRange)
    .int(providerMessages.yearsExperienceRange)
    .min(0, providerMessages.yearsExperienceRange)
    .max(60, providerMessages.yearsExperienceRange),
  phone: textField(10, 30, validation.phoneTooShort),
});
export type ProviderProfileInput = z.infer<typeof providerProfileInput>;

export const providerProfileOut = z.object({
  displayName: z.string(),
  bio: z.string(),
  yearsExperience: z.number().int(),
  phone: z.string(),
  photoUrl: z.string().nullable(),
  /** Why an operator hid the photo (Moderación); null unless it is hidden. A new upload shows a photo again. */
  photoHiddenReason: z.string().nullable(),
  /** 'Logotipo': the plan in force includes it (Empresarial), so it may be uploaded and is shown. */
  logoAllowed: z.boolean(),
  /** A logo is kept, shown or not (a lapsed plan keeps it until the plan returns or 'Quitar'). */
  hasLogo: z.boolean(),
  /** The logo's address while customers see it, else null. */
  logoUrl: z.string().nullable(),
  /** Why Moderación hid the logo, until a new one is uploaded; null while it is not hidden. */
  logoHiddenReason: z.string().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfileOut>;

export const photoOut = z.object({ photoUrl: z.string() });
export const logoOut = z.object({ logoUrl: z.string() });

export * from './schedule';

/** A provider's e-mail choices: new requests in their zone, and messages left unread (issue 31); a save sends one or both. */
export const preferencesOut = z.object({ notifyNewRequests: z.boolean(), notifyMessages: z.boolean() });
export const preferencesInput = preferencesOut
  .partial()
  .refine((input) => Object.keys(input).length > 0, emailPreferenceMessages.nothingChosen);
export type PreferencesInput = z.infer<typeof preferencesInput>;
