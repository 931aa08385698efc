import { operatorMessages } from '#shared/operator-messages';
import type { ModerationItem } from '#shared/schemas/moderation';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useModerateContent } from '#web/features/operator/api/moderate-content';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';
import { moderationItemLabel } from './moderation-view';

const texts = operatorMessages.moderation;

type HideDialogProps = ConsoleDialogProps & { item: ModerationItem };

/** 'Ocultar' asks why: the author reads the reason in the e-mail and in their panel. */
export function HideDialog({ item, ...dialog }: HideDialogProps) {
  const hide = useModerateContent();
  const label = moderationItemLabel(item);
  return (
    <ReasonDialog
      {...dialog}
      title={fillMessage(texts.hideTitle, { label })}
      description={texts.hideDescription}
      hint={texts.hideReasonHint}
      submitLabel={texts.hide}
      onSubmit={(input) => hide.mutateAsync({ type: item.type, id: item.id, action: 'hide', input })}
      onDone={() => toast.success(texts.hidden, label)}
    />
  );
}
