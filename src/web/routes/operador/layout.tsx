import { Outlet } from 'react-router';
import { operatorMessages } from '../../../shared/operator-messages';
import { PanelLayout } from '../../components/layout/panel-layout';
import { operatorMenu } from '../../components/layout/operator-menu';
import { RequireOperator } from '../../features/operator/components/require-operator';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/layout';

const OPERATOR_MENU = operatorMenu(operatorMessages.nav);

export const meta: Route.MetaFunction = () => [...pageMeta(operatorMessages.consoleTitle), NO_INDEX];

export default function OperatorConsoleLayout() {
  return (
    <RequireOperator>
      <PanelLayout title={operatorMessages.consoleTitle} menu={OPERATOR_MENU}>
        <Outlet />
      </PanelLayout>
    </RequireOperator>
  );
}
