import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { DisputesContent } from '#web/features/operator/disputes/disputes-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/disputas';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.disputes);

export default function OperatorDisputesRoute() {
  return (
    <ConsolePage page="disputes">
      <DisputesContent />
    </ConsolePage>
  );
}
