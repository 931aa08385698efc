import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import {
  CONVERSATION_REPORT_STATUSES,
  conversationReportMessages,
  type ConversationReportStatus,
} from '#shared/conversation-report-messages';
import type { ReportedConversation } from '#shared/schemas/conversation-reports';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import {
  useReportedConversations,
  useResolveConversation,
} from '#web/features/operator/api/reported-conversations';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';
import { ChoiceGroup } from './choice-group';
import { conversationLabel, ReportedConversationCard } from './reported-conversation-card';

const texts = conversationReportMessages.console;
const STATUSES = CONVERSATION_REPORT_STATUSES.map((value) => ({ value, label: texts.statuses[value] }));

/** Moderación's conversations: reported ones waiting (the oldest report first) or resolved. */
export function ReportedConversations() {
  const [status, setStatus] = useState<ConversationReportStatus>('open');
  const query = useReportedConversations(status);
  const { target, ask, ...dialog } = useDialogTarget<ReportedConversation>();
  const resolve = useResolveConversation();
  return (
    <div className="grid gap-6">
      <ChoiceGroup legend={texts.statusLabel} options={STATUSES} value={status} onChange={setStatus} />
      <ConsoleList
        query={query}
        label={fillMessage(texts.listLabel, { status: texts.statuses[status] })}
        empty={{ icon: MessagesSquare, title: texts.emptyTitle, description: texts.emptyBody }}
        itemKey={(conversation) => conversation.id}
        dialog={
          target ? (
            <ReasonDialog
              key={target.id}
              {...dialog}
              title={fillMessage(texts.resolveTitle, { label: conversationLabel(target) })}
              description={texts.resolveDescription}
              hint={texts.hideHint}
              fieldLabel={texts.noteLabel}
              submitLabel={texts.resolve}
              submitVariant="default"
              onSubmit={(input) => resolve.mutateAsync({ id: target.id, input })}
              onDone={() => toast.success(texts.resolved, conversationLabel(target))}
            />
          ) : null
        }
      >
        {(conversation) => (
          <ReportedConversationCard conversation={conversation} onResolve={() => ask(conversation)} />
        )}
      </ConsoleList>
    </div>
  );
}
