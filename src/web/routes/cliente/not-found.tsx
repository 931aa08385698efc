import { NotFoundContent } from '#web/components/layout/not-found-content';

export default function ClientPanelNotFoundRoute() {
  return <NotFoundContent homeTo="/cliente" homeLabel="Volver al panel" headingLevel="h2" />;
}
