import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { ArcoContent } from '#web/features/operator/arco/arco-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/arco';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.arco);

export default function OperatorArcoRoute() {
  return (
    <ConsolePage page="arco">
      <ArcoContent />
    </ConsolePage>
  );
}
