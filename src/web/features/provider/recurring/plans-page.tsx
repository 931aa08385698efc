import { Repeat } from 'lucide-react';
import { useState } from 'react';
import type { PlanOut } from '#shared/schemas/recurring';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useAnswerPlan, useProviderPlans } from './api';
import { EndPlanDialog, PriceDialog } from './plan-dialogs';
import { PlanCard } from '#web/components/recurring/plan-card';
import { PlanConflicts } from '#web/components/recurring/plan-conflicts';
import { changeDetails, formatVisit } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';

const texts = recurringUi;

// 'Clientes recurrentes': each plan with its customer, place, rhythm and next visit; pending ones answered here.
export function ProviderPlansContent() {
  const query = useProviderPlans();
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = useAnswerPlan(setRefusal);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState icon={Repeat} title={texts.providerEmptyTitle} description={texts.providerEmptyBody} />
    );
  }
  return (
    <div className="grid gap-4">
      {refusal ? <Alert>{refusal}</Alert> : null}
      {query.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          details={[
            { term: texts.customer, value: plan.customerName },
            { term: texts.place, value: plan.location },
            {
              term: texts.nextVisit,
              value: plan.nextVisits[0] ? formatVisit(plan, plan.nextVisits[0].scheduledAt) : texts.noVisits,
            },
            ...changeDetails(plan, { waiting: true }),
          ]}
          notice={<PlanConflicts plan={plan} side="provider" />}
          side="provider"
          actions={
            plan.status === 'pending' ? (
              <>
                <Button
                  loading={answer.isPending && answer.variables.planId === plan.id && answer.variables.accept}
                  disabled={answer.isPending}
                  onClick={() => {
                    setRefusal(null);
                    answer.mutate({ planId: plan.id, accept: true });
                  }}
                >
                  {texts.acceptPlan}
                </Button>
                <Button
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => {
                    setRefusal(null);
                    answer.mutate({ planId: plan.id, accept: false });
                  }}
                >
                  {texts.declinePlan}
                </Button>
              </>
            ) : (
              <PlanChanges plan={plan} />
            )
          }
        />
      ))}
    </div>
  );
}

/** 'Cambiar precio' and 'Terminar plan', on a plan that goes on (answered, not ending or ended). */
function PlanChanges({ plan }: { plan: PlanOut }) {
  const [open, setOpen] = useState<'price' | 'end' | null>(null);
  const running = (plan.status === 'active' || plan.status === 'paused') && plan.endsAt === null;
  if (!running) return null;
  const onOpenChange = (next: boolean) => !next && setOpen(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('price')}>
        {texts.changePrice}
      </Button>
      <Button variant="outline" onClick={() => setOpen('end')}>
        {texts.endPlan}
      </Button>
      <PriceDialog plan={plan} open={open === 'price'} onOpenChange={onOpenChange} />
      <EndPlanDialog plan={plan} open={open === 'end'} onOpenChange={onOpenChange} />
    </>
  );
}
