import { Scale } from 'lucide-react';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute } from '#shared/schemas/operator';
import { useDisputes } from '#web/features/operator/api/get-disputes';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { DisputeCard } from './dispute-card';
import { ResolveDialog } from './resolve-dialog';

const texts = operatorMessages.disputes;

export function DisputesContent() {
  const query = useDisputes();
  const { target, ask, ...dialog } = useDialogTarget<Dispute>();
  return (
    <ConsoleList
      query={query}
      label={texts.listLabel}
      empty={{ icon: Scale, title: texts.emptyTitle, description: texts.emptyBody }}
      itemKey={(dispute) => dispute.serviceId}
      dialog={target ? <ResolveDialog key={target.serviceId} dispute={target} {...dialog} /> : null}
    >
      {(dispute) => <DisputeCard dispute={dispute} onResolve={() => ask(dispute)} />}
    </ConsoleList>
  );
}
