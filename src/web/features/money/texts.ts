import { moneyMessages } from '#shared/money-messages';

// Pagos (customer) and Ganancias (provider).
export const moneyUi = {
  ...moneyMessages,
  chargesLabel: 'Cargos',
  date: 'Fecha del servicio',
  service: 'Servicio',
  provider: 'Proveedor',
  customer: 'Cliente',
  concept: 'Concepto',
  paymentMethod: 'Forma de pago',
  amount: 'Monto',
  status: 'Estado',
  action: 'Acción',
  payments: {
    total: 'Total de tus cargos',
    paid: 'Pagado',
    pending: 'Pendiente de pago',
    emptyTitle: 'Aún no tienes pagos',
    emptyBody:
      'Cuando se realice un servicio o una cancelación tenga cargo, aquí verás el monto, la fecha, la forma de pago y si ya está pagado.',
    cardNote:
      'Los pagos con tarjeta aún no se cobran en línea: el cargo queda pendiente y lo acuerdas con tu proveedor.',
  },
  earnings: {
    month: 'Mes',
    total: 'Total del mes',
    received: 'Recibido',
    pending: 'Pendiente de cobro',
    byMethod: 'Por forma de pago',
    download: 'Descargar CSV',
    noneThisMonth: 'No tienes cargos en este mes.',
    count: '{count} cargos',
    countOne: '1 cargo',
  },
} as const;
