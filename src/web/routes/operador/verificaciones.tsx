import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { VerificationsContent } from '#web/features/operator/verifications/verifications-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/verificaciones';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.verifications);

export default function OperatorVerificationsRoute() {
  return (
    <ConsolePage page="verifications">
      <VerificationsContent />
    </ConsolePage>
  );
}
