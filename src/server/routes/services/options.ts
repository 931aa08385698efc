import type { Database } from '#server/db/client';
import type { MercadoPagoServiceGateway, RequestGateways } from '#server/modules/payments/gateways';

/** What the `/api/services/:serviceId/…` routes are given; each file takes the part it uses. */
export interface ServiceRoutesOptions {
  db: Database;
  cardGateway: RequestGateways;
  /** Mercado Pago's, when services may be paid through it. */
  mercadoPago: MercadoPagoServiceGateway | null;
}
