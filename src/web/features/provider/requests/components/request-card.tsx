import { Link } from 'react-router';
import { PAYMENT_METHODS, labelOf } from '#shared/catalog';
import { formatDateTimeIn, formatMoney, formatTenths } from '#shared/format';
import { moderationMessages } from '#shared/moderation-messages';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import { servingMessages } from '#shared/serving-messages';
import { requestBudgetLabel, requestServiceLabel } from '#shared/request-labels';
import { requestLengthLines } from '#shared/request-length-labels';
import type { NearbyRequest } from '#shared/schemas/provider';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { Button, buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { ItemCard } from '#web/components/ui/card';
import { DetailList } from '#web/components/ui/detail-list';
import { ReportButton } from '#web/components/moderation/report-button';
import { SendMessageButton } from '#web/components/conversations/send-message-button';
import { WithdrawButton } from './withdraw-button';

const texts = providerUi.requests;

type RequestCardProps = {
  request: NearbyRequest;
  canApply: boolean;
  /** Offers are refused until the verification is approved: the card says so instead of 'Aplicar'. */
  needsVerification: boolean;
  onApply: () => void;
};

export function RequestCard({ request, canApply, needsVerification, onApply }: RequestCardProps) {
  const titleId = `request-${request.id}`;
  const location =
    request.precision === 'locality'
      ? `${request.location} (${providerMessages.approximateArea.toLowerCase()})`
      : request.location;
  const details = [
    { term: request.price != null ? texts.bookedPrice : texts.budget, value: requestBudgetLabel(request) },
    { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, request.paymentMethod) },
    { term: texts.date, value: formatDateTimeIn(request.requiredDate, request.timeZone, browserTimeZone()) },
    { term: texts.location, value: location },
    {
      term: texts.distance,
      value: fillMessage(texts.kilometres, { km: formatTenths(request.distanceKm) }),
    },
    { term: texts.customer, value: request.customerName },
  ];

  return (
    <ItemCard aria-labelledby={titleId}>
      <header className="grid gap-2">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-brand-strong">
            {requestServiceLabel(request)}
          </span>
        </div>
        {/* Focusable from script: "Ver más solicitudes" moves focus to the first card it added. */}
        <h3 id={titleId} tabIndex={-1} className="text-lg font-semibold break-words text-slate-900">
          {request.title}
        </h3>
      </header>
      <p className="break-words whitespace-pre-line text-slate-700">{request.description}</p>
      {/* The customer's 'Cotizador': offers start from the same facts. */}
      {requestLengthLines(request.length).map((line) => (
        <p key={line} className="text-sm font-medium text-slate-900">
          {line}
        </p>
      ))}
      <DetailList details={details} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-4">
        <ReportButton
          targetType="request"
          targetId={request.id}
          label={fillMessage(moderationMessages.reportRequest, { title: request.title })}
          className="mr-auto"
        />
        {request.myApplication?.status === 'withdrawn' ? (
          <p className="font-semibold text-slate-700">{texts.withdrawn}</p>
        ) : request.myApplication ? (
          <>
            <p className="font-semibold text-emerald-800">
              {fillMessage(texts.sentPrice, { price: formatMoney(request.myApplication.proposedPrice) })}
            </p>
            <SendMessageButton
              side="provider"
              subject={{ requestId: request.id }}
              otherName={request.customerName}
            />
            {request.myApplication.status === 'pending' ? (
              <WithdrawButton applicationId={request.myApplication.id} />
            ) : null}
          </>
        ) : canApply ? (
          <Button onClick={onApply}>{texts.apply}</Button>
        ) : needsVerification ? (
          <p className="text-sm text-slate-700">
            {servingMessages.cardNote}{' '}
            <Link
              to={PROVIDER_PAGES.verification.to}
              className="rounded font-medium text-brand underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              {servingMessages.action}
            </Link>
          </p>
        ) : (
          <Link to={PROVIDER_PAGES.subscription.to} className={buttonVariants()}>
            {texts.apply}
          </Link>
        )}
      </div>
    </ItemCard>
  );
}
