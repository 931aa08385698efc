import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { PLAN_IDS } from '#shared/domain/plans';
import { SERVICE_STATUSES } from '#shared/domain/service-lifecycle';
import { MEXICAN_TIME_ZONES } from '#shared/domain/mexican-time-zones';
import { sequenceCursorParam } from './cursor';
import { REQUEST_STATUSES } from './requests';
import { documentOut } from './verification';
import {
  ARCO_KINDS,
  ARCO_OUTCOMES,
  AUDIT_ACTIONS,
  DISPUTE_OUTCOMES,
  operatorMessages,
} from '#shared/operator-messages';
import { reasonField, textField } from './text-field';

// The Consola de Operación's API (/api/operator/...). Amounts are centavos, instants ISO text.

const USER_TYPES = ['client', 'provider'] as const;

/** Who is looking: an operator, and whether the console may open (two-factor authentication on). */
export const operatorMeOut = z.object({
  email: z.string(),
  twoFactorEnabled: z.boolean(),
  /** Where the operator turns two-factor authentication on: their own panel's security page. */
  securityPath: z.string(),
});
export type OperatorMe = z.infer<typeof operatorMeOut>;

/**
 * One period's figures (today, this month, or one day of the series): one per label of the summary, no more, no
 * fewer (checked here, so that the texts need not import the schema).
 */
export const figuresOut = z.object({
  newCustomers: z.number().int(),
  newProviders: z.number().int(),
  requests: z.number().int(),
  offers: z.number().int(),
  servicesConfirmed: z.number().int(),
  servicesCompleted: z.number().int(),
  servicesCancelled: z.number().int(),
  /** Centavos: what the services completed in the period cost. */
  completedValue: z.number().int(),
} satisfies Record<keyof typeof operatorMessages.summary.figures, z.ZodType>);
export type Figures = z.infer<typeof figuresOut>;
export const FIGURE_KEYS = Object.keys(figuresOut.shape) as (keyof Figures)[];

export const summaryOut = z.object({
  today: figuresOut,
  month: figuresOut,
  /** The last 30 days in Mexico City, oldest first, today last; `date` is YYYY-MM-DD. */
  series: z.array(figuresOut.extend({ date: z.string() })),
  plans: z.array(z.object({ plan: z.enum(PLAN_IDS), active: z.number().int() })),
  /** Centavos a month: the active plans at their monthly price. */
  planRevenue: z.number().int(),
  /** Published reviews, all time; null when there are none. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type Summary = z.infer<typeof summaryOut>;

const reason = reasonField(operatorMessages);

export const reasonInput = z.object({ reason });
export type ReasonInput = z.infer<typeof reasonInput>;

export const idParams = z.object({ id: z.string().max(100) });

export const userSearchQuery = z.object({
  q: z.string().trim().max(100, operatorMessages.searchTooLong).optional(),
});

export const operatorUserOut = z.object({
  id: z.string(),
  email: z.string(),
  /** The profile's full name, or the provider's display name; '' when none was given. */
  name: z.string(),
  userType: z.enum(USER_TYPES),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  isOperator: z.boolean(),
});
export type OperatorUser = z.infer<typeof operatorUserOut>;

export const userListOut = z.object({ users: z.array(operatorUserOut) });

export const userDetailOut = z.object({
  user: operatorUserOut.extend({
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    suspensionReason: z.string().nullable(),
  }),
  /** The provider's current plan, if any. */
  plan: z.object({ plan: z.enum(PLAN_IDS), status: z.string(), endsAt: z.string().nullable() }).nullable(),
  /** Their open requests and those an offer was accepted on; the status follows the service agreed, if any. */
  requests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(REQUEST_STATUSES),
      serviceStatus: z.enum(SERVICE_STATUSES).nullable(),
      createdAt: z.string(),
    }),
  ),
  services: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(SERVICE_STATUSES),
      scheduledAt: z.string(),
      timeZone: z.enum(MEXICAN_TIME_ZONES),
      price: z.number().int(),
      /** This user's side of the service. */
      role: z.enum(['customer', 'provider']),
      otherName: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      /** Written by this user, or about them. */
      direction: z.enum(['written', 'received']),
      createdAt: z.string(),
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailOut>;

const party = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const disputeOut = z.object({
  serviceId: z.string(),
  title: z.string(),
  scheduledAt: z.string(),
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  price: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  paymentConfirmed: z.boolean(),
  customer: party,
  provider: party,
  /** The customer's report. */
  problem: z.string(),
  /** The provider's answer to it, if they gave one. */
  providerStatement: z.string().nullable(),
  disputedAt: z.string(),
  /**
   * The customer contests the provider's report that nobody was there (ISO instant of the report): resolved by
   * 'keep' (the no-show fee stands) or 'refund' (cancelled, nothing to pay), never 'split'. Null otherwise.
   */
  noShowAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeOut>;
export const disputesOut = z.object({ disputes: z.array(disputeOut) });

export const serviceIdParams = z.object({ serviceId: z.string().max(100) });

/**
 * How support ends a dispute: the customer pays the whole price (keep), nothing (refund), or `amount`
 * centavos, more than 0 and less than the price (split).
 */
export const resolveDisputeInput = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    amount: z.number().int().min(1, operatorMessages.splitAmountRange).max(100_000_000).optional(),
    reason,
  })
  .refine((input) => input.outcome !== 'split' || input.amount !== undefined, {
    path: ['amount'],
    message: operatorMessages.splitAmountRequired,
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInput>;
export const resolveDisputeOut = z.object({
  status: z.enum(SERVICE_STATUSES),
  /** Centavos the customer pays in the end. */
  amount: z.number().int(),
});

export const contactQuery = z.object({ status: z.enum(['open', 'handled']).optional() });

export const contactMessageOut = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Sent by a provider whose plan gave priority support then (Premium, Empresarial): listed first. */
  priority: z.boolean(),
  /** When support aims to have answered it: 4 office hours for a priority message, else 2 office days. */
  answerBy: z.string(),
  /** Still pending past answerBy. */
  overdue: z.boolean(),
  handledAt: z.string().nullable(),
  /** The operator who handled it (their e-mail). */
  handledBy: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageOut>;
export const contactMessagesOut = z.object({ messages: z.array(contactMessageOut) });

export const contactReplyInput = z.object({
  body: textField(1, 5000, operatorMessages.replyRequired, operatorMessages.replyTooLong),
});
export type ContactReplyInput = z.infer<typeof contactReplyInput>;

export const auditQuery = z.object({
  /** Entries older than this sequence number (the next page). */
  before: sequenceCursorParam(operatorMessages.audit.pageInvalid),
});

export const auditEntryOut = z.object({
  seq: z.number().int(),
  at: z.string(),
  /** The operator's e-mail, or 'Línea de comandos'. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target was called when it happened (an e-mail, a service's title). */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntryOut>;
export const auditOut = z.object({
  entries: z.array(auditEntryOut),
  nextBefore: z.number().int().nullable(),
});

/** One exercise of an ARCO right (LFPDPPP): a data export, or an account deletion, completed or refused. */
export const arcoRequestOut = z.object({
  seq: z.number().int(),
  userId: z.string(),
  /** The account's e-mail now: an anonymised address once deleted. */
  email: z.string(),
  kind: z.enum(ARCO_KINDS),
  outcome: z.enum(ARCO_OUTCOMES),
  /** Why it was refused. */
  detail: z.string(),
  at: z.string(),
});
export type ArcoRequest = z.infer<typeof arcoRequestOut>;
export const arcoRequestsOut = z.object({ requests: z.array(arcoRequestOut) });

/** Verificaciones: a provider's request waiting for an operator, with the documents to open. */
export const pendingVerificationOut = z.object({
  providerId: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  rfc: z.string().nullable(),
  submittedAt: z.string(),
  documents: z.array(documentOut),
});
export type PendingVerification = z.infer<typeof pendingVerificationOut>;
export const pendingVerificationsOut = z.object({ verifications: z.array(pendingVerificationOut) });

/** Approving needs no reason (one may be noted); rejecting tells the provider why. */
export const approveInput = z.object({ reason: reason.optional() });

/** Pagos manuales: a plan waiting for its transfer, as the operator checks it against the bank statement. */
export const pendingTransferOut = z.object({
  id: z.string(),
  reference: z.string(),
  provider: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  planType: z.enum(PLAN_IDS),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type PendingTransfer = z.infer<typeof pendingTransferOut>;
export const pendingTransfersOut = z.object({ payments: z.array(pendingTransferOut) });
