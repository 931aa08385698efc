import { providerUi } from '../../../../shared/messages';
import { EmptyPanelPage, type EmptyPanelPageProps } from '../../../components/layout/empty-panel-page';
import { PROVIDER_PAGES } from '../../../components/layout/panel-menus';

// Calendario, Ganancias and Reseñas point to the open requests.
export function JobsEmptyPage(props: Omit<EmptyPanelPageProps, 'action'>) {
  return (
    <EmptyPanelPage {...props} action={{ to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests }} />
  );
}
