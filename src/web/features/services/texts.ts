import { serviceMessages, uiMessages } from '../../../shared/messages';

// The labels of a service card, the same in both panels.
export const serviceUi = {
  provider: 'Proveedor',
  customer: serviceMessages.customer,
  date: 'Fecha y hora',
  location: 'Zona',
  address: 'Dirección',
  phone: 'Teléfono',
  price: 'Precio',
  paymentMethod: uiMessages.paymentMethod,
  noPhone: 'Sin teléfono registrado',
  noAddress: 'Sin dirección registrada',
} as const;
