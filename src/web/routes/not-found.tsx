import { uiMessages } from '../../shared/messages';
import { NotFoundContent } from '../components/layout/not-found-content';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  pageTitle(uiMessages.notFoundTitle),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
