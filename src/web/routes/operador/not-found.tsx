import { operatorMessages } from '#shared/operator-messages';
import { NotFoundContent } from '#web/components/layout/not-found-content';
import { OPERATOR_PAGES } from '#web/components/layout/operator-menu';

export default function OperatorConsoleNotFoundRoute() {
  return (
    <NotFoundContent
      homeTo={OPERATOR_PAGES.summary.to}
      homeLabel={operatorMessages.backToConsole}
      headingLevel="h2"
    />
  );
}
