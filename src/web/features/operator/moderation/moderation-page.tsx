import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { operatorMessages } from '#shared/operator-messages';
import { conversationReportMessages } from '#shared/conversation-report-messages';
import {
  MODERATION_STATUSES,
  MODERATION_TARGETS,
  type ModerationItem,
  type ModerationTarget,
} from '#shared/schemas/moderation';
import { fillMessage } from '#web/lib/fill-message';
import { useModeration } from '#web/features/operator/api/get-moderation';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { ChoiceGroup } from './choice-group';
import { HideDialog } from './hide-dialog';
import { ModerationCard } from './moderation-card';
import { ReportedConversations } from './reported-conversations';
import { moderationViewParams, readModerationView, type ModerationView } from './moderation-view';

const texts = operatorMessages.moderation;
const KINDS = [
  ...MODERATION_TARGETS.map((value) => ({ value, label: texts.kinds[value] })),
  { value: 'conversation' as const, label: conversationReportMessages.console.kind },
];
const STATUSES = MODERATION_STATUSES.map((value) => ({ value, label: texts.statuses[value] }));

// Moderación: one kind of content, visible or hidden, the most reported first; the choice lives in the address.
export function ModerationContent() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The address changes a moment after the click (a navigation): until it does, the choice is held here, or React
  // would put the radio back on the previous option meanwhile.
  const [chosen, setChosen] = useState<{ view: ModerationView; address: string } | null>(null);
  if (chosen && chosen.address !== address) setChosen(null);
  const view = chosen && chosen.address === address ? chosen.view : readModerationView(params);
  const choose = (next: Partial<ModerationView>) => {
    const nextView = { ...view, ...next };
    setChosen({ view: nextView, address });
    setParams(moderationViewParams(nextView), { replace: true });
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <ChoiceGroup
          legend={texts.kindsLabel}
          options={KINDS}
          value={view.kind}
          onChange={(kind) => choose({ kind })}
        />
        {view.kind === 'conversation' ? null : (
          <ChoiceGroup
            legend={texts.statusLabel}
            options={STATUSES}
            value={view.status}
            onChange={(status) => choose({ status })}
          />
        )}
      </div>
      {view.kind === 'conversation' ? (
        <ReportedConversations />
      ) : (
        <ModerationList view={{ kind: view.kind, status: view.status }} />
      )}
    </div>
  );
}

function ModerationList({ view }: { view: ModerationView & { kind: ModerationTarget } }) {
  const query = useModeration(view.kind, view.status);
  const { target, ask, ...dialog } = useDialogTarget<ModerationItem>();
  const label = fillMessage(texts.listLabel, {
    kind: texts.kinds[view.kind],
    status: texts.statuses[view.status],
  });
  return (
    <ConsoleList
      query={query}
      label={label}
      empty={{ icon: ShieldCheck, title: texts.emptyTitle, description: texts.emptyBody }}
      itemKey={(item) => `${item.type}-${item.id}`}
      dialog={target ? <HideDialog key={`${target.type}-${target.id}`} item={target} {...dialog} /> : null}
    >
      {(item) => <ModerationCard item={item} onHide={() => ask(item)} />}
    </ConsoleList>
  );
}
