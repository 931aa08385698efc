import type { Plan } from '#shared/catalog';
import type { PlanId, PlanGateway, PlanPayMethod } from '#shared/domain/plans';
import { formatDateTime, formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import type { PendingPlan, PlanPaymentMode, SubscriptionResponse } from '#shared/schemas/provider';
import { fillMessage } from '#web/lib/fill-message';

const texts = planPaymentMessages;

export type PlanStatus = 'active' | 'pending' | null;

/** How a plan card is marked: the plan in force, the one waiting for its transfer, or neither. */
export function planStatus(
  planId: PlanId,
  data: Pick<SubscriptionResponse, 'subscription' | 'pendingPayment'>,
): PlanStatus {
  if (data.subscription?.planType === planId) return 'active';
  return data.pendingPayment?.planType === planId ? 'pending' : null;
}

/** 4-4-4-6 digits, easier to compare by eye; anything but 18 digits is shown as it came. */
export function groupClabe(clabe: string): string[] {
  if (!/^\d{18}$/.test(clabe)) return [clabe];
  return [clabe.slice(0, 4), clabe.slice(4, 8), clabe.slice(8, 12), clabe.slice(12)];
}

export type TransferDetail = {
  term: string;
  value: string;
  /** Shown in groups (the CLABE); `value` is still what is copied. */
  groups?: string[];
  /** Typed into the bank's app: in monospace, with a 'Copiar' button. */
  copyable?: boolean;
};

/** What the provider types into their bank's app, in the order SPEI asks for it. */
export function transferDetails(pending: PendingPlan): TransferDetail[] {
  return [
    { term: texts.bank, value: pending.bank.bank },
    { term: texts.beneficiary, value: pending.bank.beneficiary },
    { term: texts.clabe, value: pending.bank.clabe, groups: groupClabe(pending.bank.clabe), copyable: true },
    { term: texts.reference, value: pending.reference, copyable: true },
    { term: texts.concept, value: pending.concept, copyable: true },
    { term: texts.amount, value: formatMoney(pending.amount) },
  ];
}

type Choice = {
  plan: Plan;
  current: Plan | undefined;
  pending: Plan | undefined;
  mode: PlanPaymentMode;
  /** The plan in force renews online: choosing another changes it (see `changeKind`). */
  renewing?: { endDate: string; next: Plan | undefined };
  /** Online, not renewing: how the provider pays ('card' unless they chose cash at OXXO). */
  method?: PlanPayMethod;
  /** Online: the gateways the server offers, its default first. */
  gateways?: PlanGateway[];
  /** Online, not renewing: the gateway the provider chose (default: the first offered). */
  gateway?: PlanGateway;
  /** The plan in force was paid in cash at OXXO: choosing it again pays its next month the same way. */
  oxxoPlan?: boolean;
};

/** A way to pay a plan online: a gateway and a method of it ('Forma de pago' lists them). */
export type PayOption = { gateway: PlanGateway; method: PlanPayMethod; label: string; hint?: string };

/** Stripe's card (or SPEI) and OXXO, Mercado Pago's page: those of the gateways configured, in their order. */
export function payOptions(gateways: readonly PlanGateway[]): PayOption[] {
  return gateways.flatMap((gateway): PayOption[] =>
    gateway === 'stripe'
      ? [
          { gateway, method: 'card', label: texts.oxxo.card },
          { gateway, method: 'oxxo', label: texts.oxxo.cash, hint: texts.oxxo.cashHint },
        ]
      : [{ gateway, method: 'card', label: texts.mercadoPago.option, hint: texts.mercadoPago.optionHint }],
  );
}

/**
 * Online, the dialog asks how to pay when there is a choice, except to change a plan that renews or pay the
 * next OXXO month.
 */
export const offersPayMethod = ({ mode, renewing, oxxoPlan, plan, current, gateways = ['stripe'] }: Choice) =>
  mode === 'online' && !renewing && !(oxxoPlan && current?.id === plan.id) && payOptions(gateways).length > 1;

/** The gateway the dialog asks for: the provider's choice, or none (the server's default, a change's own). */
export const gatewayOf = (choice: Choice): PlanGateway | undefined =>
  choice.mode !== 'online' || choice.renewing || (choice.oxxoPlan && choice.current?.id === choice.plan.id)
    ? undefined
    : (choice.gateway ?? choice.gateways?.[0]);

/** What the dialog sends: OXXO for the next month of a plan paid at OXXO, else the provider's choice. */
export const payMethodOf = (choice: Choice): PlanPayMethod =>
  choice.mode !== 'online' || choice.renewing
    ? 'card'
    : choice.oxxoPlan && choice.current?.id === choice.plan.id
      ? 'oxxo'
      : (choice.method ?? 'card');

/** The Payment Element dialog's texts for a plan paid by card or SPEI, or with an OXXO voucher. */
export function paymentTexts(method: PlanPayMethod, price: string) {
  const online = texts.online;
  if (method === 'oxxo')
    return {
      description: fillMessage(texts.oxxo.payDescription, { price }),
      action: texts.oxxo.generate,
      note: texts.oxxo.dataNote,
    };
  return {
    description: fillMessage(online.payDescription, { price }),
    action: fillMessage(online.pay, { price }),
    note: online.cardNote,
  };
}

export type ChangeKind = 'upgrade' | 'downgrade' | 'kept';

/** What choosing `plan` does to a plan that renews online: an upgrade now, a downgrade later, or undoing one. */
export function changeKind(plan: Plan, current: Plan): ChangeKind {
  if (plan.id === current.id) return 'kept';
  return plan.monthlyPrice > current.monthlyPrice ? 'upgrade' : 'downgrade';
}

/** The dialog's sentence for a first plan, or the one that names the plan in force which `plan` replaces. */
function firstOrChange({ plan, current }: Choice, first: string, change: string): string {
  const price = formatMoney(plan.monthlyPrice);
  return current
    ? fillMessage(change, { current: current.name, plan: plan.name, price })
    : fillMessage(first, { plan: plan.name, price });
}

/**
 * The plan dialog's description and note: activated now ('immediate'), once the transfer arrives ('transfer'),
 * or once the gateway confirms the payment ('online').
 */
export function confirmTexts(choice: Choice): {
  description: string;
  notes: string[];
} {
  const { plan, current, pending, mode, renewing } = choice;
  const price = formatMoney(plan.monthlyPrice);
  if (mode === 'online' && payMethodOf(choice) === 'oxxo') {
    const oxxo = texts.oxxo;
    return {
      description: fillMessage(current?.id === plan.id ? oxxo.confirmRenewal : oxxo.confirm, {
        plan: plan.name,
        price,
      }),
      notes: [oxxo.dataNote],
    };
  }
  const ui = providerUi.subscription;
  if (mode === 'online' && !renewing && gatewayOf(choice) === 'mercadopago') {
    const mercadoPago = texts.mercadoPago;
    return {
      description: firstOrChange(choice, mercadoPago.confirm, mercadoPago.confirmChange),
      notes: [mercadoPago.note],
    };
  }
  if (mode === 'online' && renewing && current) {
    const online = texts.online;
    const date = formatDateTime(renewing.endDate);
    const kind = changeKind(plan, current);
    const description =
      kind === 'upgrade'
        ? fillMessage(online.upgrade, { plan: plan.name, price })
        : kind === 'downgrade'
          ? fillMessage(online.downgrade, { current: current.name, date, plan: plan.name, price })
          : fillMessage(online.keepChange, { plan: plan.name, next: renewing.next?.name ?? '' });
    return { description, notes: [] };
  }
  if (mode === 'immediate') {
    return {
      description: firstOrChange(choice, ui.confirmNew, ui.confirmChange),
      notes: [texts.immediateNote],
    };
  }
  if (mode === 'online') {
    const online = texts.online;
    return {
      description: firstOrChange(choice, online.confirm, online.confirmChange),
      notes: [online.cardNote],
    };
  }
  const replaced = pending && pending.id !== plan.id ? pending : undefined;
  if (current?.id === plan.id) {
    return {
      description: fillMessage(texts.confirmRenewal, { plan: plan.name, price }),
      notes: [texts.transferNote],
    };
  }
  return {
    description: firstOrChange(choice, texts.confirmTransfer, texts.confirmTransferChange),
    notes: [
      ...(replaced ? [fillMessage(texts.replacesPending, { pending: replaced.name })] : []),
      texts.transferNote,
    ],
  };
}

/** The toast once a plan that renews online was changed. */
export function changeToast(kind: ChangeKind, plan: Plan, endDate: string): { title: string; body: string } {
  const online = texts.online;
  if (kind === 'upgrade')
    return { title: online.upgradeTitle, body: fillMessage(online.upgradeBody, { plan: plan.name }) };
  if (kind === 'downgrade')
    return {
      title: online.downgradeTitle,
      body: fillMessage(online.downgradeBody, { plan: plan.name, date: formatDateTime(endDate) }),
    };
  return { title: online.keptTitle, body: fillMessage(online.keptBody, { plan: plan.name }) };
}

/** The toast once chosen: 'Suscripción exitosa' only when the plan really started. */
export function chosenToast({ plan, pending, mode }: Choice): { title: string; body: string } {
  if (mode === 'immediate') {
    return {
      title: providerMessages.subscribedTitle,
      body: fillMessage(providerMessages.subscribedBody, { plan: plan.name }),
    };
  }
  return { title: texts.chosenTitle, body: pending?.id === plan.id ? texts.samePending : texts.chosenBody };
}
