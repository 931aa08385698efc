import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { ModerationContent } from '#web/features/operator/moderation/moderation-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/moderacion';

const title = operatorMessages.nav.moderation;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorModerationRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.moderation.description}>
      <ModerationContent />
    </PanelPage>
  );
}
