import { useId, type ReactNode } from 'react';
import { formatDuration, formatMoney, placeTimeLabel } from '#shared/format';
import type { PlanOut } from '#shared/schemas/recurring';
import { isIn, SCHEDULED_STATUSES, type ServiceStatus } from '#shared/domain/service-lifecycle';
import type { ConversationSide } from '#shared/domain/conversations';
import { serviceMessages } from '#shared/service-messages';
import { SendMessageButton } from '#web/components/conversations/send-message-button';
import { ItemCard } from '#web/components/ui/card';
import { DetailList, type Detail } from '#web/components/ui/detail-list';
import { browserTimeZone } from '#web/lib/time-zone';
import { formatVisit } from './plan-time';
import { recurringUi } from './texts';

const texts = recurringUi;

/** One plan as both panels list it: the rhythm sentence as its heading, its details, its next visits. */
export function PlanCard({
  plan,
  details,
  visit,
  notice,
  actions,
  side,
}: {
  plan: PlanOut;
  details: Detail[];
  /** What each next visit still scheduled offers (the customer's 'Saltar esta visita'); the others say their status. */
  visit?: (visit: PlanOut['nextVisits'][number]) => ReactNode;
  /** What asks for an answer above the actions (the customer's new price offer). */
  notice?: ReactNode;
  actions?: ReactNode;
  /** Whose panel lists it: 'Enviar mensaje' to the other side of the plan (none on the public and operator pages). */
  side?: ConversationSide;
}) {
  const headingId = useId();
  // The rhythm's hour is the provider's clock: named when the device's reads otherwise, as the visits are.
  const zone = placeTimeLabel(new Date(), plan.timeZone, browserTimeZone());
  return (
    <ItemCard aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.description}
        {zone ? <span className="ml-2 text-sm font-normal text-slate-600">{zone}</span> : null}
      </h3>
      <DetailList
        details={[
          ...details,
          { term: texts.duration, value: formatDuration(plan.durationMinutes) },
          { term: texts.pricePerVisit, value: formatMoney(plan.price) },
          { term: texts.status, value: texts.statuses[plan.status] },
        ]}
      />
      <section className="grid gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{texts.nextVisits}</h4>
        {plan.nextVisits.length === 0 ? (
          <p className="text-sm text-slate-600">{texts.noVisits}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {plan.nextVisits.map((next) => (
              <li key={next.date} className="flex flex-wrap items-center justify-between gap-2">
                <span>{formatVisit(plan, next.scheduledAt)}</span>
                {isIn(SCHEDULED_STATUSES, next.status as ServiceStatus) ? (
                  visit?.(next)
                ) : (
                  <span className="text-slate-600">
                    {serviceMessages.status[next.status as ServiceStatus]}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {notice}
      {actions || side ? (
        <div className="flex flex-wrap gap-2">
          {actions}
          {side ? (
            <SendMessageButton
              side={side}
              subject={{ planId: plan.id }}
              otherName={side === 'client' ? plan.providerName : plan.customerName}
            />
          ) : null}
        </div>
      ) : null}
    </ItemCard>
  );
}
