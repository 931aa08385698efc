import { Outlet } from 'react-router';
import { operatorShellMessages } from '#shared/operator-shell-messages';
import { PanelLayout } from '#web/components/layout/panel-layout';
import { operatorMenu } from '#web/components/layout/operator-menu';
import { RequireOperator } from '#web/features/operator/components/require-operator';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/layout';

const OPERATOR_MENU = operatorMenu(operatorShellMessages.nav);

export const meta: Route.MetaFunction = () => privatePageMeta(operatorShellMessages.consoleTitle);

export default function OperatorConsoleLayout() {
  return (
    <RequireOperator>
      <PanelLayout title={operatorShellMessages.consoleTitle} menu={OPERATOR_MENU}>
        <Outlet />
      </PanelLayout>
    </RequireOperator>
  );
}
