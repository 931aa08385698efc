import { EmptyPanelPage, type EmptyPanelPageProps } from '../../../components/layout/empty-panel-page';
import { NEW_REQUEST_PATH } from '../../../components/layout/panel-menus';
import { clientUi } from '../texts';

// Programados, Historial, Reseñas and Pagos point to the new-request form.
export function ClientEmptyPage(props: Omit<EmptyPanelPageProps, 'action'>) {
  return <EmptyPanelPage {...props} action={{ to: NEW_REQUEST_PATH, label: clientUi.publishRequest }} />;
}
