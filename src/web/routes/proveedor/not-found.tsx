import { NotFoundContent } from '#web/components/layout/not-found-content';

export default function ProviderPanelNotFoundRoute() {
  return <NotFoundContent homeTo="/proveedor" homeLabel="Volver al panel" headingLevel="h2" />;
}
