export { CFDI_ISSUE, facturapiIssuer, invoicePayment, issueCfdi } from './cfdi';
export type { CfdiIssuer } from './cfdi';
export { default as invoiceRoutes } from './routes';
