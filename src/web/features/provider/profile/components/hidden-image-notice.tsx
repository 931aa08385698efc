import { moderationMessages } from '#shared/moderation-messages';
import { Alert } from '#web/components/ui/alert';
import { fillMessage } from '#web/lib/fill-message';

/** The photo or the logo, hidden by Moderación until a new upload: why, as the e-mail said. */
export function HiddenImageNotice({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert variant="info" className="grid gap-1">
      <p>{title}</p>
      <p className="break-words">{fillMessage(moderationMessages.hiddenReason, { reason })}</p>
    </Alert>
  );
}
