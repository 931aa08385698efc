import { operatorMessages } from '#shared/operator-messages';
import { UserDetailContent } from '#web/features/operator/users/user-detail-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/usuario';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.users);

export default function OperatorUserRoute({ params }: Route.ComponentProps) {
  // A new user's page starts afresh (its dialogs closed), even when only the id in the address changed.
  return <UserDetailContent key={params.id} id={params.id} />;
}
