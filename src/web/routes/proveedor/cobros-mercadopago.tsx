import { PanelPage } from '../../components/layout/panel-page';
import { MercadoPagoReturn } from '../../features/payouts/mercadopago-return';
import { mercadoPagoTexts } from '../../features/payouts/mercadopago-texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/cobros-mercadopago';

export const meta: Route.MetaFunction = () => [...pageMeta(mercadoPagoTexts.returnTitle), NO_INDEX];

// Mercado Pago's redirect after 'Conectar Mercado Pago' (the redirect URI registered in the application).
export default function ProviderMercadoPagoReturnRoute() {
  return (
    <PanelPage title={mercadoPagoTexts.returnTitle}>
      <MercadoPagoReturn />
    </PanelPage>
  );
}
