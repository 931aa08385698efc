import { ArrowLeft, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findPlan } from '#shared/catalog';
import { requestBadge } from '#shared/request-messages';
import { formatDateTime, formatDateTimeIn, formatMoney } from '#shared/format';
import { serviceMessages } from '#shared/service-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { UserDetail } from '#shared/schemas/operator';
import { OPERATOR_PAGES } from '#web/components/layout/operator-menu';
import { PanelPage } from '#web/components/layout/panel-page';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { DetailList, type Detail } from '#web/components/ui/detail-list';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { useUserDetail } from '#web/features/operator/api/get-user';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { SuspensionButton } from './suspension-dialog';
import { UserBadges } from './user-badges';

const texts = operatorMessages.users;

const labelIn = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export function UserDetailContent({ id }: { id: string }) {
  const query = useUserDetail(id);
  if (query.isPending || query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PanelPage title={operatorMessages.nav.users}>
        <BackLink />
        {query.isPending ? (
          <LoadingStatus />
        ) : notFound ? (
          <EmptyState icon={UserX} title={operatorMessages.userNotFound} description={texts.notFoundBody} />
        ) : (
          <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </PanelPage>
    );
  }
  const { user } = query.data;
  return (
    <PanelPage title={user.name || user.email} description={user.name ? user.email : undefined}>
      <BackLink />
      <AccountCard user={user} />
      {user.userType === 'provider' ? <PlanCard plan={query.data.plan} /> : null}
      <Activity detail={query.data} />
    </PanelPage>
  );
}

function BackLink() {
  return (
    <Link
      to={OPERATOR_PAGES.users.to}
      className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {texts.back}
    </Link>
  );
}

function AccountCard({ user }: { user: UserDetail['user'] }) {
  const details: Detail[] = [
    { term: texts.email, value: user.email },
    { term: texts.name, value: user.name || texts.noName },
    { term: texts.type, value: texts.types[user.userType] },
    { term: texts.createdAt, value: formatDateTime(user.createdAt) },
    { term: texts.emailVerified, value: user.emailVerified ? texts.yes : texts.no },
    { term: texts.twoFactor, value: user.twoFactorEnabled ? texts.yes : texts.no },
  ];
  if (user.suspendedAt) {
    details.push({
      term: texts.status,
      value: fillMessage(texts.suspendedSince, { date: formatDateTime(user.suspendedAt) }),
    });
    if (user.suspensionReason) details.push({ term: texts.suspensionReason, value: user.suspensionReason });
  }
  return (
    <Card aria-labelledby="user-account" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="user-account">{texts.account}</CardTitle>
        <UserBadges user={user} />
      </div>
      <DetailList details={details} />
      <div className="border-t border-slate-100 pt-4">
        {user.isOperator && !user.suspendedAt ? (
          <p className="text-sm text-slate-700">{operatorMessages.cannotSuspendOperator}</p>
        ) : (
          <SuspensionButton user={user} />
        )}
      </div>
    </Card>
  );
}

function PlanCard({ plan }: { plan: UserDetail['plan'] }) {
  return (
    <Card aria-labelledby="user-plan">
      <CardHeader>
        <CardTitle id="user-plan">{texts.plan}</CardTitle>
      </CardHeader>
      {plan ? (
        <p className="text-slate-800">
          <span className="font-semibold">{findPlan(plan.plan)?.name ?? plan.plan}</span> ·{' '}
          {labelIn(texts.planStatus, plan.status)}
          {plan.endsAt ? ` · ${fillMessage(texts.planEnds, { date: formatDateTime(plan.endsAt) })}` : null}
        </p>
      ) : (
        <p className="text-slate-700">{texts.noPlan}</p>
      )}
    </Card>
  );
}

function Activity({ detail }: { detail: UserDetail }) {
  const zone = browserTimeZone();
  return (
    <>
      <ListCard id="user-requests" title={texts.requests} empty={texts.noRequests}>
        {detail.requests.map((request) => (
          <Row key={request.id} title={request.title}>
            {requestBadge(request).label} · {formatDateTime(request.createdAt)}
          </Row>
        ))}
      </ListCard>
      <ListCard id="user-services" title={texts.services} empty={texts.noServices}>
        {detail.services.map((service) => (
          <Row key={service.id} title={service.title}>
            {serviceMessages.status[service.status]} ·{' '}
            {formatDateTimeIn(service.scheduledAt, service.timeZone, zone)} · {formatMoney(service.price)} ·{' '}
            {fillMessage(texts.serviceRole[service.role], { name: service.otherName })}
          </Row>
        ))}
      </ListCard>
      <ListCard id="user-reviews" title={texts.reviews} empty={texts.noReviews}>
        {detail.reviews.map((review) => (
          <Row key={review.id} title={fillMessage(texts.stars, { rating: review.rating })}>
            {texts.reviewDirection[review.direction]} · {formatDateTime(review.createdAt)}
            {review.comment ? (
              <span className="mt-1 block break-words whitespace-pre-line text-slate-800">
                {review.comment}
              </span>
            ) : null}
          </Row>
        ))}
      </ListCard>
    </>
  );
}

function ListCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      {children.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  );
}

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="grid gap-0.5 py-3 first:pt-0 last:pb-0">
      <p className="font-medium break-words text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{children}</p>
    </li>
  );
}
