import { PanelPage } from '#web/components/layout/panel-page';
import { MercadoPagoReturn } from '#web/features/payouts/mercadopago-return';
import { mercadoPagoTexts } from '#web/features/payouts/mercadopago-texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/cobros-mercadopago';

export const meta: Route.MetaFunction = () => privatePageMeta(mercadoPagoTexts.returnTitle);

// Mercado Pago's redirect after 'Conectar Mercado Pago' (the redirect URI registered in the application).
export default function ProviderMercadoPagoReturnRoute() {
  return (
    <PanelPage title={mercadoPagoTexts.returnTitle}>
      <MercadoPagoReturn />
    </PanelPage>
  );
}
