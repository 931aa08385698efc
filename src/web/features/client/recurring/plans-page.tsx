import { Repeat } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoney } from '#shared/format';
import type { PlanOut } from '#shared/schemas/recurring';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { BOOKING_PATH } from '#web/lib/booking';
import type { PlanVisitOut } from '#web/components/recurring/plan-errors';
import { useClientPlans, usePlanAction, useSkipVisit } from './api';
import { PlanCard } from '#web/components/recurring/plan-card';
import { changeDetails, formatVisit } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';
import { MoveDialog } from './move-dialog';
import { ClientPlanConflicts, UnreliableOffer } from './plan-choices';
import { PriceOffer } from './price-offer';
import { VisitList } from './visit-list';

const texts = recurringUi;
const ONGOING = new Set<PlanOut['status']>(['pending', 'active', 'paused']);

// 'Limpiezas recurrentes': the customer's plans, their next visits, and skip / move / pause / resume / cancel, and
// the answer to a new price.
export function ClientPlansContent() {
  const query = useClientPlans();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Repeat}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        link={{ to: BOOKING_PATH, label: texts.emptyLink }}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {query.data.map((plan) => (
        <ClientPlan key={plan.id} plan={plan} />
      ))}
    </div>
  );
}

function ClientPlan({ plan }: { plan: PlanOut }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // The visit being moved: held by the plan, as a move from now on gives every later visit another date.
  const [moving, setMoving] = useState<PlanVisitOut | null>(null);
  const action = usePlanAction(setRefusal);
  const ongoing = ONGOING.has(plan.status);
  const answered = ongoing && plan.status !== 'pending';
  const toggle = plan.status === 'paused' ? 'resume' : 'pause';
  const offer = plan.priceChange && !plan.priceChange.accepted ? plan.priceChange : null;
  return (
    <PlanCard
      plan={plan}
      side="client"
      details={[
        { term: texts.provider, value: plan.providerName },
        { term: texts.place, value: plan.location },
        ...changeDetails(plan, { waiting: false }),
      ]}
      visit={
        answered
          ? (next) => (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setMoving(next)}>
                  {texts.changeTime}
                </Button>
                <SkipButton plan={plan} visit={next} />
              </div>
            )
          : undefined
      }
      notice={
        <>
          {answered && offer ? <PriceOffer plan={plan} change={offer} /> : null}
          <ClientPlanConflicts plan={plan} />
          <UnreliableOffer plan={plan} />
          {moving ? <MoveDialog plan={plan} visit={moving} onClose={() => setMoving(null)} /> : null}
        </>
      }
      actions={
        ongoing ? (
          <>
            {refusal ? <Alert className="w-full">{refusal}</Alert> : null}
            {plan.status === 'pending' ? null : (
              <Button
                variant="outline"
                loading={action.isPending && action.variables.action === toggle}
                disabled={action.isPending}
                onClick={() => {
                  setRefusal(null);
                  action.mutate({ planId: plan.id, action: toggle });
                }}
              >
                {toggle === 'pause' ? texts.pause : texts.resume}
              </Button>
            )}
            <CancelPlanButton plan={plan} />
          </>
        ) : null
      }
    />
  );
}

/** 'Cancelar plan' in two taps: the button, then the dialog's confirmation naming the visits inside 24 h. */
function CancelPlanButton({ plan }: { plan: PlanOut }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = usePlanAction(setRefusal);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {texts.cancelPlan}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent title={texts.cancelPlan} description={texts.cancelDescription}>
          {cancel.data && cancel.data.keptVisits.length > 0 ? (
            <VisitList plan={plan} title={texts.cancelKeeps} visits={cancel.data.keptVisits} />
          ) : null}
          {cancel.isSuccess ? null : (
            <DialogFormFooter
              refusal={refusal}
              submitting={cancel.isPending}
              submitLabel={texts.cancelPlan}
              submitVariant="destructive"
              cancelLabel={texts.back}
              onConfirm={() => {
                setRefusal(null);
                cancel.mutate(
                  { planId: plan.id, action: 'cancel' },
                  { onSuccess: (answer) => answer.keptVisits.length === 0 && setOpen(false) },
                );
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** 'Saltar esta visita': the dialog asks the server for the fee first and shows it before the confirmation. */
function SkipButton({ plan, visit }: { plan: PlanOut; visit: PlanVisitOut }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {texts.skipVisit}
      </Button>
      {open ? <SkipDialog plan={plan} visit={visit} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SkipDialog({ plan, visit, onClose }: { plan: PlanOut; visit: PlanVisitOut; onClose: () => void }) {
  const planId = plan.id;
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useSkipVisit(setRefusal);
  const skip = useSkipVisit(setRefusal);
  const { mutate } = preview;
  useEffect(() => mutate({ planId, date: visit.date, confirm: false }), [mutate, planId, visit.date]);
  const fee = preview.data?.fee;
  return (
    <Dialog open onOpenChange={(next) => !next && !skip.isPending && onClose()}>
      <DialogContent title={texts.skipVisit} description={formatVisit(plan, visit.scheduledAt)}>
        {fee === undefined ? (
          refusal ? null : (
            <LoadingStatus />
          )
        ) : (
          <p className="text-sm">{fee === 0 ? texts.skipFree : `${texts.skipFee} ${formatMoney(fee)}`}</p>
        )}
        <DialogFormFooter
          refusal={refusal}
          submitting={skip.isPending}
          submitLabel={texts.skip}
          cancelLabel={texts.back}
          onConfirm={() => {
            if (fee === undefined) return;
            setRefusal(null);
            skip.mutate({ planId, date: visit.date, confirm: true }, { onSuccess: onClose });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
