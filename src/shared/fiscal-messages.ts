import type { RfcKind, RfcProblem } from './domain/rfc-check';

// Datos fiscales and receipts: the texts of the fiscal-data form, its errors, and the PDF receipt. In a file of
// their own so pages without invoices never carry them.

export const rfcProblemMessages: Record<RfcProblem, string> = {
  length: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física).',
  format: 'El RFC no tiene la forma del SAT: letras, fecha (AAMMDD) y homoclave de 3 caracteres.',
  date: 'La fecha del RFC no es válida.',
  'check-digit': 'El dígito verificador del RFC no coincide; revísalo en tu Constancia de Situación Fiscal.',
};

export const fiscalMessages = {
  rfcRequired: 'Escribe tu RFC.',
  legalNameRequired: 'Escribe tu nombre o razón social como aparece en tu Constancia de Situación Fiscal.',
  legalNameTooLong: 'El nombre o razón social no puede tener más de 254 caracteres.',
  legalNameHint:
    'Como aparece en tu Constancia de Situación Fiscal, sin el régimen societario (por ejemplo, sin "S.A. de C.V.").',
  taxRegimeRequired: 'Elige tu régimen fiscal.',
  taxRegimeNotFor: {
    fisica:
      'Ese régimen fiscal no es de personas físicas; revisa tu RFC o tu Constancia de Situación Fiscal.',
    moral: 'Ese régimen fiscal no es de personas morales; revisa tu RFC o tu Constancia de Situación Fiscal.',
  } satisfies Record<RfcKind, string>,
  zipInvalid:
    'El código postal fiscal debe tener 5 dígitos, como aparece en tu Constancia de Situación Fiscal.',
  cfdiUseRequired: 'Elige el uso del CFDI.',
  cfdiUseNotAllowed: 'Ese uso del CFDI no se permite con tu régimen fiscal. Elige otro de la lista.',
  genericRfc:
    'Con un RFC genérico, el régimen es 616 (Sin obligaciones fiscales) y el uso S01 (Sin efectos fiscales).',
} as const;

/** 'Datos fiscales' in Facturación: the form's labels, buttons, toasts and the note on what they are for. */
export const fiscalFormMessages = {
  title: 'Datos fiscales',
  note: 'Con tus datos fiscales guardados, cada pago de plan recibe su factura (CFDI) cuando la facturación está configurada; si no, solo el recibo.',
  customerNote:
    'Opcional. Si pagas un servicio en línea (tarjeta, SPEI u OXXO), pide la factura (CFDI) con «Solicitar factura»: tu proveedor la emite con estos datos y te la envía por correo.',
  rfc: 'RFC',
  rfcHint: '13 caracteres si eres persona física, 12 si es una empresa.',
  legalName: 'Razón social',
  taxRegime: 'Régimen fiscal',
  taxRegimePlaceholder: 'Elige tu régimen fiscal',
  zip: 'Código postal fiscal',
  cfdiUse: 'Uso del CFDI',
  cfdiUsePlaceholder: 'Elige el uso del CFDI',
  save: 'Guardar datos fiscales',
  remove: 'Eliminar datos fiscales',
  savedTitle: 'Datos fiscales guardados',
  savedBody: 'Los usaremos en las facturas de tus próximos pagos.',
  saveFailed: 'No se pudieron guardar tus datos fiscales. Intenta de nuevo.',
  removedTitle: 'Datos fiscales eliminados',
  removeFailed: 'No se pudieron eliminar tus datos fiscales. Intenta de nuevo.',
  loadFailed: 'No se pudieron cargar tus datos fiscales.',
} as const;

export const receiptMessages = {
  title: 'Recibo (sin validez fiscal)',
  support: 'Soporte: {email}',
  folio: 'Folio',
  paidAt: 'Fecha de pago',
  customer: 'Cliente',
  email: 'Correo',
  fiscalData: 'Datos fiscales',
  rfc: 'RFC',
  legalName: 'Razón social',
  taxRegime: 'Régimen fiscal',
  concept: 'Concepto',
  amount: 'Importe (MXN)',
  total: 'Total',
  paymentMethod: 'Forma de pago',
  footer: 'Este recibo no es un comprobante fiscal digital (CFDI).',
  page: 'Página {page} de {pages}',
} as const;
