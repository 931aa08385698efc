import { uiMessages } from '#shared/common-messages';
import { NotFoundContent } from '#web/components/layout/not-found-content';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta(uiMessages.notFoundTitle, uiMessages.notFoundBody),
  NO_INDEX,
];

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
