export { markInvoiceSent, requestInvoice } from './invoice-requests';
export { confirmedEmail, default as fiscalRoutes } from './routes';
