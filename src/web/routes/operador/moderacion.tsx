import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { ModerationContent } from '#web/features/operator/moderation/moderation-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/moderacion';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.moderation);

export default function OperatorModerationRoute() {
  return (
    <ConsolePage page="moderation">
      <ModerationContent />
    </ConsolePage>
  );
}
