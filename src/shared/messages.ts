// Every user-facing sentence from SPEC.md §5 and §8, plus the few this product adds. One place, both sides.
import type { RefusalReason, ServiceStatus } from './domain/service-lifecycle';
import type { RequestStatus } from './domain/request-statuses';
import { badgeMessages } from './badge-messages';
import { nameMessages } from './name-messages';
import { bookingMessages } from './booking-messages';
import { apiMessages, uiMessages } from './common-messages';
import { placesUi } from './places-messages';
import { providerUi } from './provider-ui';

export { apiMessages, bookingMessages, placesUi, providerUi, uiMessages };
export { authMessages, validation, verifyEmailMessages } from './auth-messages';
export { badgeMessages } from './badge-messages';
export { emailPreferenceMessages } from './email-preference-messages';
export { reviewMessages } from './review-messages';
export { addressMessages } from './address-messages';
export { nameFormMessages } from './name-form-messages';
export { nameMessages } from './name-messages';
export { servingMessages } from './serving-messages';

export const contactMessages = {
  nameRequired: 'Por favor ingresa tu nombre',
  invalidEmail: 'Por favor ingresa un email válido',
  subjectRequired: 'Por favor ingresa un asunto',
  messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  fieldTooLong: 'Este campo es demasiado largo',
  sentTitle: 'Mensaje enviado',
  sentBody: 'Gracias por escribirnos.',
  // The target of shared/domain/support, counted in the support hours.
  answerBy: 'Te responderemos por correo electrónico; nuestro objetivo es hacerlo antes del {date}.',
  answerByPriority:
    'Tu plan incluye soporte prioritario: tu mensaje se atiende antes que los demás y nuestro objetivo es responderte antes del {date}.',
  sendFailed: 'No pudimos enviar tu mensaje. Lo que escribiste sigue en el formulario; intenta de nuevo.',
} as const;

export const providerMessages = {
  publicPageNotFound: 'Este proveedor no existe o ya no ofrece servicios en LimpiaHogar.',
  locationRequired: bookingMessages.locationRequired,
  locationOutsideMexico: 'La ubicación debe estar dentro de México',
  radiusRange: 'El radio debe estar entre 1 y 50 km',
  radiusInteger: 'El radio debe ser un número entero de kilómetros',
  areaSavedTitle: 'Área de servicio actualizada',
  areaSavedBody: 'Tu ubicación y radio de servicio han sido actualizados.',
  areaSaveFailed: 'No se pudo actualizar el área de servicio.',
  approximateArea: placesUi.approximateArea,
  planRequired: 'Selecciona un plan',
  payMethodInvalid: 'Elige cómo pagar: con tarjeta o SPEI, o en efectivo en OXXO.',
  samePlan: 'Ya tienes este plan activo.',
  subscriptionLoadFailed: 'No se pudo cargar la información de la suscripción.',
  subscribeFailed: 'No se pudo procesar la suscripción.',
  subscribedTitle: 'Suscripción exitosa',
  subscribedBody: 'Te has suscrito al plan {plan}.',
  noSubscriptionTitle: 'Sin suscripción activa',
  noSubscriptionBody: 'Elige un plan para empezar a recibir solicitudes.',
  requestsLoadFailed: 'No se pudieron cargar las solicitudes.',
  noRequestsTitle: 'Sin solicitudes',
  noRequestsBody: 'No hay solicitudes disponibles en tu área de servicio en este momento.',
  loadMoreFailed: 'No se pudieron cargar más solicitudes. Por favor intenta de nuevo.',
  invalidCursor: 'La página de solicitudes no es válida. Vuelve a cargar la lista.',
  noActivePlan: 'Necesitas un plan activo para aplicar a solicitudes. Elige uno en Suscripción.',
  planLimitReached:
    'Llegaste al límite de 10 aplicaciones de este mes del plan Básico. Cámbiate a Premium para aplicar sin límite.',
  alreadyApplied: 'Ya enviaste una propuesta para esta solicitud.',
  ownRequest: 'No puedes aplicar a tu propia solicitud.',
  requestNotOpen: 'Esta solicitud ya no está abierta.',
  requestExpired: 'La fecha de esta solicitud ya pasó; ya no recibe propuestas.',
  requestOutsideArea:
    'Esta solicitud está fuera de tu área de servicio. Amplía tu radio o cambia tu ubicación para aplicar.',
  requestNotFound: 'La solicitud no existe o ya no está disponible.',
  applyFailed: 'No se pudo enviar la aplicación. Por favor intenta de nuevo.',
  appliedTitle: 'Aplicación enviada',
  appliedBody: 'Tu propuesta ha sido enviada exitosamente.',
  offerNotFound: 'La propuesta no existe o no es tuya.',
  offerNotPending: 'Esta propuesta ya no puede retirarse: el cliente ya eligió una propuesta.',
  withdrawFailed: 'No se pudo retirar la propuesta. Por favor intenta de nuevo.',
  withdrawnTitle: 'Propuesta retirada',
  withdrawnBody: 'El cliente ya no verá tu propuesta.',
  priceRequired: 'Ingresa un precio',
  pricePositive: 'El precio debe ser mayor a $0',
  priceTooHigh: 'El precio no puede ser mayor a $1,000,000',
  priceDecimals: 'El precio admite como máximo dos decimales',
  messageRequired: 'Escribe un mensaje para el cliente',
  messageTooLong: 'El mensaje no puede tener más de 2000 caracteres',
  serviceUnknown: 'Elige un servicio del catálogo',
  servicePriceRange: 'El precio debe ser mayor a $0 y no mayor a $100,000',
  serviceRepeated: 'Cada servicio puede aparecer una sola vez',
  displayNameLength: 'El nombre debe tener entre 2 y 80 caracteres',
  bioTooLong: 'La descripción no puede tener más de 600 caracteres',
  yearsExperienceRange: 'Los años de experiencia deben ser un número entero entre 0 y 60',
  photoType: 'La foto debe ser una imagen JPG, PNG o WebP',
  photoTooLarge: 'La foto no puede pesar más de 5 MB',
  photoTooManyPixels: 'La foto tiene demasiada resolución: usa una de 25 megapíxeles o menos.',
  photoUnreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
  availabilityDays: 'Indica el horario de los 7 días de la semana',
  timeFormat: 'Usa el formato HH:MM (24 horas)',
  timeOrder: 'La hora de inicio debe ser anterior a la de fin',
  placesQueryTooLong: 'La búsqueda es demasiado larga',
} as const;

export const requestMessages = {
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede tener más de 120 caracteres',
  descriptionTooShort: 'La descripción debe tener al menos 10 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 2000 caracteres',
  serviceTypeRequired: 'El tipo de servicio es requerido',
  budgetRangeRequired: 'El rango de presupuesto es requerido',
  paymentMethodInvalid: 'Selecciona una forma de pago: efectivo, tarjeta o transferencia',
  dateRequired: 'La fecha es requerida',
  dateInPast: bookingMessages.dateInPast,
  locationRequired: 'La ubicación es requerida',
  selectLocation: providerMessages.locationRequired,
  providerNotFound: 'El proveedor elegido no está disponible',
  createFailed: 'No se pudo crear la solicitud. Por favor intenta de nuevo.',
  createdTitle: 'Solicitud creada',
  createdBody: 'Tu solicitud ha sido publicada exitosamente.',
  loadFailed: providerMessages.requestsLoadFailed,
  /** A request's own badge, while no service was agreed from it; afterwards the service's (serviceMessages.status). */
  status: {
    open: 'Abierta',
    assigned: 'Asignada',
    completed: 'Completada',
    cancelled: 'Cancelada',
    hidden: badgeMessages.hiddenByModeration,
  } satisfies Record<RequestStatus, string>,
} as const;

export const profileMessages = {
  saved: 'Perfil actualizado exitosamente',
  saveFailed: 'Error al actualizar el perfil',
  phoneTooLong: 'El teléfono no puede tener más de 30 caracteres',
} as const;

// 'Eliminar mi cuenta' (Seguridad, both panels): the right of cancellation (LFPDPPP).
export const accountMessages = {
  deleteTitle: 'Eliminar mi cuenta',
  deleteDescription:
    'Borra tu cuenta y tus datos personales (derecho de cancelación, LFPDPPP). Los servicios, cobros y reseñas que la otra parte o la contabilidad necesitan se conservan sin tus datos, a nombre de «Usuario eliminado». No se puede deshacer.',
  deleteAction: 'Eliminar mi cuenta',
  deleteConfirm: 'Eliminar mi cuenta definitivamente',
  password: 'Contraseña',
  code: 'Código de verificación',
  passwordRequired: 'Escribe tu contraseña.',
  codeRequired: 'Escribe el código de tu aplicación de autenticación.',
  /** `{services}`: each blocking service, as «title» (date, status), separated by '; '. */
  blocked:
    'No puedes eliminar tu cuenta mientras tengas servicios confirmados, por confirmar, en disputa o con una inasistencia que aún puede aclararse: {services}. Cancélalos o espera a que terminen.',
  /** `{debts}`: each charge the customer still owes, as «title» (date): amount por pagar a provider; '; '. */
  owes: 'No puedes eliminar tu cuenta mientras debas un pago: {debts}. Págalo directamente a tu proveedor en efectivo o por transferencia; en cuanto confirme en LimpiaHogar que lo recibió, podrás eliminarla. Si ya lo pagaste y no lo confirma, escríbenos desde la página de Contacto.',
  /** `{debts}`: each charge owed to the provider, as «title» (date): amount por cobrar a customer; '; '. */
  owed: 'No puedes eliminar tu cuenta mientras tengas pagos por confirmar: {debts}. Cuando los recibas, márcalos con «Confirmar pago recibido» en Ganancias; si no vas a recibirlos, escríbenos desde la página de Contacto.',
  /** One debt of `owes` / `owed`: `{title}`, `{date}`, `{amount}`, `{name}`; `{fee}` names a cancellation charge. */
  debtToPay: '«{title}» ({date}{fee}): {amount} por pagar a {name}',
  debtToCollect: '«{title}» ({date}{fee}): {amount} por cobrar a {name}',
  cancellationFee: ', cargo por cancelación',
  deleted: 'Tu cuenta fue eliminada',
  deletedBody: 'Borramos tus datos personales. Gracias por haber usado LimpiaHogar.',
  /** How a deleted person is named wherever their records remain. */
  deletedName: nameMessages.deletedName,
} as const;

// 'Verificación' (provider panel) and what the console's Verificaciones decides.
export const verificationMessages = {
  documents: { id: 'Identificación oficial (INE o pasaporte)', address: 'Comprobante de domicilio' },
  documentType: 'Sube una imagen JPG, PNG o WebP, o un PDF.',
  documentTooLarge: 'El archivo no puede pesar más de 5 MB.',
  documentTooManyPixels: 'La imagen tiene demasiada resolución: usa una de 50 megapíxeles o menos, o un PDF.',
  documentUnreadable: 'No pudimos leer el archivo. Revisa que sea una imagen o un PDF válido.',
  documentNotFound: 'El documento no existe.',
  documentsMissing: 'Sube tu identificación oficial y tu comprobante de domicilio antes de enviar.',
  adultRequired: 'Confirma que tienes 18 años o más.',
  rfcInvalid: 'El RFC no es válido. Revisa las letras, la fecha y la homoclave.',
  locked: 'Tus documentos están en revisión o ya fueron aprobados; no se pueden cambiar.',
  statuses: { none: 'Sin verificar', pending: 'En revisión', approved: 'Verificada', rejected: 'Rechazada' },
  /** The badge: an approved identity on a plan that includes it (Premium, Empresarial). */
  badge: badgeMessages.verifiedProvider,
  /** An approved identity on the Básico plan. */
  identityBadge: badgeMessages.verifiedIdentity,
  // The provider's 'Verificación' page (web).
  page: {
    description:
      'Comprueba tu identidad con una identificación oficial y un comprobante de domicilio para ganar la confianza de tus clientes.',
    statusTitle: 'Estado de tu verificación',
    submittedAt: 'Enviada el {date}.',
    decidedAt: 'Revisada el {date}.',
    statusHints: {
      none: 'Sube tus dos documentos, confirma tu edad y envíalos para revisión.',
      pending: 'Estamos revisando tus documentos. Te avisaremos por correo cuando terminemos.',
      approved: 'Tu identidad está verificada.',
      rejected: 'Corrige lo que te indicamos, reemplaza los documentos que haga falta y envíalos de nuevo.',
    },
    rejectionReason: 'Motivo del rechazo',
    documentsTitle: 'Tus documentos',
    documentsHint:
      'Imagen JPG, PNG o WebP, o PDF, de hasta 5 MB. Solo el equipo de LimpiaHogar puede verlos; nunca se publican.',
    choose: 'Elegir archivo',
    replace: 'Reemplazar archivo',
    uploading: 'Subiendo...',
    notUploaded: 'Aún no has subido este documento.',
    /** `{type}`, `{size}` and `{date}`: 'PDF, 120 KB, subido el 3 de mayo de 2026 a las 10:00 a.m.'. */
    uploaded: '{type}, {size}, subido el {date}',
    // Every image is kept as a JPEG copy (documents.ts re-encodes it), whatever was sent: 'Imagen' is true of both.
    types: {
      'image/jpeg': 'Imagen',
      'image/png': 'Imagen',
      'image/webp': 'Imagen',
      'application/pdf': 'PDF',
    },
    uploadedToast: 'Documento subido',
    uploadFailed: 'No se pudo subir el documento. Intenta de nuevo.',
    formTitle: 'Confirma tus datos',
    adult: 'Confirmo que tengo 18 años o más',
    rfc: 'RFC (opcional)',
    rfcHint: 'Como aparece en tu Constancia de Situación Fiscal: 13 caracteres, o 12 si es de una empresa.',
    submit: 'Enviar para revisión',
    submittedTitle: 'Documentos enviados',
    submittedBody: 'Te avisaremos por correo cuando los revisemos.',
    submitFailed: 'No se pudieron enviar tus documentos. Intenta de nuevo.',
    badgeTitle: 'Lo que verán tus clientes',
    badgeIntro:
      'Con tu identidad verificada, tu página pública, tus propuestas y el asistente de reserva muestran una insignia según tu plan:',
    badgeByPlan: {
      featured:
        'Planes Premium y Empresarial: «Proveedor verificado», y apareces primero en el asistente de reserva.',
      basic: 'Plan Básico: «Identidad verificada», sin la insignia de proveedor verificado.',
    },
    seePlans: 'Ver planes',
  },
  approvedEmail: {
    subject: 'Verificamos tu identidad',
    intro:
      'Revisamos tus documentos y tu identidad quedó verificada. Con el plan Premium o Empresarial, tu perfil muestra la insignia «Proveedor verificado».',
    action: 'Ver mi verificación',
  },
  rejectedEmail: {
    subject: 'No pudimos verificar tu identidad',
    intro:
      'Revisamos tus documentos y no pudimos verificar tu identidad. Corrige lo que te indicamos y envíalos de nuevo.',
    reason: 'Motivo',
    action: 'Enviar de nuevo',
  },
} as const;

// A service's status badges and, for a refused transition (409), what the person is told; see
// domain/service-lifecycle.ts. `{status}` is a badge label.
export const serviceMessages = {
  /** How a service names its customer: the label, and the name when the profile has none. */
  customer: nameMessages.noName,
  listInvalid: 'La lista de servicios pedida no es válida.',
  status: {
    pending: 'Pendiente de respuesta',
    confirmed: 'Confirmado',
    done: 'Por confirmar',
    completed: 'Completado',
    cancelled: 'Cancelado',
    disputed: 'En disputa',
    declined: 'Rechazada',
  } satisfies Record<ServiceStatus, string>,
  refusals: {
    not_your_action: 'No puedes realizar esta acción en este servicio.',
    wrong_status: 'Esta acción no está disponible para un servicio en estado «{status}».',
    booking_expired: 'Esta reserva venció sin respuesta; ya no puede aceptarse ni rechazarse.',
    not_due: 'Todavía no es momento de realizar esta acción.',
    already_started: 'El servicio ya comenzó; ya no puede cancelarse.',
    not_started: 'Podrás hacerlo a partir de la hora programada del servicio.',
    problem_window_closed: 'El plazo para reportar un problema con este servicio ya terminó.',
    review_window_closed: 'El plazo para calificar este servicio ya terminó.',
    already_reviewed: 'Ya calificaste este servicio.',
    payment_not_manual: 'Solo los pagos en efectivo o por transferencia se confirman a mano.',
    payment_already_confirmed: 'El pago de este servicio ya está confirmado.',
    already_answered: 'Ya respondiste al reporte de este servicio.',
    no_show_not_yet:
      'Todavía no puedes reportar que el cliente no se presentó: damos {minutes} minutos de tolerancia después de la hora programada. Podrás hacerlo a partir del {date}.',
    contest_window_closed:
      'Ya no puedes aclarar esta inasistencia: el plazo de 48 horas terminó o nuestro equipo ya resolvió el caso.',
    no_show_unsettled:
      'El cargo por inasistencia todavía no se cobra: el cliente puede aclarar que sí estaba, o nuestro equipo lo está revisando.',
  } satisfies Record<RefusalReason, string>,
  /** How the refusal to delete an account names a cancelled service whose no-show can still be contested. */
  noShowContestable: 'inasistencia que aún puede aclararse',
  notFound: 'El servicio no existe o no es tuyo.',
  /** `{fee}` is the new charge, formatted. */
  feeChanged: 'El cargo por cancelación cambió a {fee}. Revísalo y confirma de nuevo.',
  problemRequired: 'Cuéntanos qué pasó con el servicio.',
  problemTooShort: 'Describe el problema con al menos 10 caracteres.',
  problemTooLong: 'La descripción no puede exceder 1000 caracteres.',
  /** The service as an .ics file ('Agregar a mi calendario'). `{id}` is the start of the service's id. */
  calendar: {
    fileName: 'servicio-{id}.ics',
    provider: 'Proveedor: {name}',
    customer: 'Cliente: {name}',
    price: 'Precio: {amount} MXN',
    paymentMethod: 'Forma de pago: {method}',
    reminder: 'Mañana: {title}',
    notScheduled: 'Este servicio ya no está programado; no puede agregarse a tu calendario.',
  },
} as const;

// 'Reportar' (a review or a request someone finds abusive) and what its author reads once an operator hid it.
export const moderationMessages = {
  report: 'Reportar',
  reportReview: 'Reportar la reseña de {name}',
  reportRequest: 'Reportar la solicitud «{title}»',
  reportTitle: 'Reportar contenido',
  reportDescription:
    'Cuéntanos qué tiene de inapropiado. El equipo de LimpiaHogar lo revisará; quien lo publicó no sabrá que fuiste tú.',
  reason: 'Motivo del reporte',
  reasonRequired: 'Escribe el motivo del reporte.',
  reasonTooShort: 'El motivo debe tener al menos 5 caracteres.',
  reasonTooLong: 'El motivo no puede exceder 500 caracteres.',
  send: 'Enviar reporte',
  failed: 'No se pudo enviar el reporte. Inténtalo de nuevo.',
  sentTitle: 'Reporte enviado',
  sentBody: 'Gracias. Lo revisaremos pronto.',
  notFound: 'Este contenido ya no está disponible.',
  alreadyReported: 'Ya reportaste este contenido; lo estamos revisando.',
  ownContent: 'No puedes reportar tu propio contenido.',
  hiddenBadge: badgeMessages.hiddenByModeration,
  hiddenPhoto: 'Ocultamos tu foto de perfil por moderación. Sube una nueva para volver a mostrarla.',
  hiddenReason: 'Motivo: {reason}',
  hiddenEmail: {
    review: {
      subject: 'Ocultamos una de tus reseñas',
      intro: 'Revisamos tu reseña y la ocultamos porque no cumple nuestros Términos y Condiciones.',
    },
    request: {
      subject: 'Ocultamos tu solicitud: {title}',
      intro:
        'Revisamos tu solicitud y la ocultamos: los proveedores ya no la ven ni pueden enviar propuestas.',
    },
    photo: {
      subject: 'Ocultamos tu foto de perfil',
      intro:
        'Revisamos tu foto de perfil y la ocultamos. Sube una nueva desde tu Perfil para volver a mostrarla.',
    },
    logo: {
      subject: 'Ocultamos tu logotipo',
      intro:
        'Revisamos tu logotipo y lo ocultamos de tu página pública y del asistente de reserva. Sube uno nuevo desde tu Perfil para volver a mostrarlo.',
    },
    reason: 'Motivo',
    action: 'Ver en mi panel',
  },
} as const;

// A plan paid by bank transfer (no online payment configured in production): 'Pago pendiente' until the
// operation team sees the money arrive and confirms it in the console's Pagos manuales.
export const planPaymentMessages = {
  onlineOff: 'Pagos en línea no configurados',
  onlineOffBody:
    'Este entorno no cobra los planes: el plan que elijas se activa al momento. En producción se paga por transferencia o en línea.',
  pending: 'Pago pendiente',
  pendingTitle: providerUi.overview.planPendingTitle,
  pendingBody:
    'Tu plan se activa cuando recibamos tu transferencia (normalmente el mismo día hábil). Hazla por SPEI con estos datos:',
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  clabe: 'CLABE',
  reference: 'Referencia numérica',
  concept: 'Concepto',
  amount: 'Monto',
  chosenTitle: 'Plan elegido',
  chosenBody: 'Haz la transferencia con los datos de la página; te avisaremos cuando la confirmemos.',
  samePending: 'Ya elegiste este plan; haz la transferencia con la referencia que te dimos.',
  payBy: 'Haz la transferencia antes del {date}; después cancelaremos esta elección y su referencia.',
  expired:
    'Pasaron 7 días sin recibir tu transferencia, así que cancelamos esta elección. Si aún quieres el plan, elígelo de nuevo.',
  renewLater: 'Ya tienes este plan activo. Podrás pagar el siguiente mes en los 7 días antes de que venza.',
  renew: 'Pagar el siguiente mes',
  // The plan dialog: what 'Confirmar' does in each mode.
  immediateNote: 'Pagos en línea no configurados: en este entorno el plan no se cobra.',
  confirmTransfer:
    'Elegirás el plan {plan} por {price} al mes. Empieza cuando recibamos tu transferencia y dura un mes desde entonces.',
  confirmRenewal:
    'Pagarás el siguiente mes de tu plan {plan} ({price} al mes) por transferencia. Se suma al final de tu mes actual, así que no pierdes ningún día.',
  confirmTransferChange:
    'Tu plan {current} sigue activo hasta que recibamos tu transferencia; entonces el plan {plan} ({price} al mes) lo reemplaza durante un mes.',
  transferNote: 'Al confirmar te mostraremos los datos para pagar por transferencia (SPEI).',
  replacesPending:
    'Tu elección anterior (plan {pending}) se cancela: paga solo este plan, con su nueva referencia.',
  copy: 'Copiar',
  copyLabel: 'Copiar {term}',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar. Selecciona el dato y cópialo a mano.',
  renewalEmail: {
    subject: 'Tu plan {title} vence pronto',
    intro:
      'Tu plan vence el {date}. Paga el siguiente mes por transferencia desde Suscripción para seguir enviando propuestas sin interrupción.',
    introOxxo:
      'Tu plan vence el {date}. Paga el siguiente mes en efectivo en OXXO desde Suscripción para seguir enviando propuestas sin interrupción.',
    action: 'Pagar el siguiente mes',
  },
  confirmedEmail: {
    subject: 'Recibimos tu pago: plan {title} activo',
    intro: 'Confirmamos tu transferencia. Tu plan ya está activo: ya puedes enviar propuestas.',
    action: 'Ver mi suscripción',
  },
  // The ledger's line for a plan charge, shown on receipts and CFDI.
  monthlyCharge: 'Plan {plan} (mensual)',
  changeCharge: 'Cambio al plan {plan} (resto del mes)',
  // Plans paid online (Stripe, Mercado Pago): the gateway renews them every month.
  gatewayUnavailable:
    'No pudimos conectar con el procesador de pagos. No se hizo ningún cargo; intenta de nuevo en unos minutos.',
  changeOnline:
    'Tu plan se cobra en línea: para cambiar de plan, cancela la renovación y elige el nuevo cuando termine tu mes.',
  noRenewingPlan: 'No tienes un plan con renovación automática.',
  gatewayNotConfigured: 'Esa forma de pago no está disponible por ahora. Elige otra.',
  activatedEmail: {
    subject: 'Recibimos tu pago: plan {title} activo',
    intro:
      'Tu pago en línea fue confirmado. Tu plan ya está activo y se renueva cada mes; puedes cancelar la renovación cuando quieras desde Suscripción.',
    action: 'Ver mi suscripción',
  },
  renewalFailedEmail: {
    subject: 'No pudimos cobrar la renovación de tu plan {title}',
    intro:
      'El cobro de la renovación no se completó y se intentará de nuevo en estos días. Tu plan sigue activo hasta el {date}; revisa tu tarjeta o habla con tu banco para no perderlo.',
    action: 'Ver mi suscripción',
  },
  // A plan paid in cash at OXXO, one month at a time (Stripe issues the voucher; it never renews by itself).
  oxxo: {
    methodLegend: 'Forma de pago',
    card: 'Tarjeta o SPEI (se renueva cada mes)',
    cash: 'Efectivo en OXXO (pagas mes a mes)',
    cashHint: 'Te damos una ficha para pagar en cualquier OXXO; vence en 3 días. No se renueva sola.',
    confirm:
      'Pagarás {price} en efectivo en OXXO con una ficha de pago. El plan {plan} se activa cuando Stripe confirme el pago (normalmente el siguiente día hábil) y dura un mes; no se renueva solo.',
    confirmRenewal:
      'Pagarás el siguiente mes de tu plan {plan} ({price}) en efectivo en OXXO. Se suma al final de tu mes actual, así que no pierdes ningún día.',
    payDescription: '{price} por un mes, en efectivo en OXXO.',
    generate: 'Generar ficha de pago',
    voucherNote:
      'Generamos tu ficha de pago y te la enviamos por correo. Tu plan se activa cuando Stripe confirme tu pago en efectivo, normalmente el siguiente día hábil.',
    dataNote: 'Tu ficha la genera Stripe: LimpiaHogar no maneja tu dinero en efectivo.',
    pendingBody:
      'Paga la ficha en cualquier tienda OXXO antes de que venza. Tu plan se activa cuando Stripe confirme el pago, normalmente el siguiente día hábil.',
    reference: 'Referencia OXXO',
    amount: 'Monto',
    expires: 'Vence el',
    viewVoucher: 'Ver ficha de pago',
    unavailable: 'El pago en efectivo en OXXO solo está disponible con pagos en línea.',
    voucherEmail: {
      subject: 'Tu ficha de pago OXXO: plan {title}',
      intro:
        'Paga {amount} en efectivo en cualquier tienda OXXO antes del {date}. Tu plan se activa cuando Stripe confirme el pago, normalmente el siguiente día hábil.',
      action: 'Ver ficha de pago',
    },
    paidEmail: {
      subject: 'Recibimos tu pago: plan {title} activo',
      intro:
        'Stripe confirmó tu pago en OXXO. Tu plan está activo hasta el {date}; te recordaremos pagar el siguiente mes 7 días antes.',
      action: 'Ver mi suscripción',
    },
    expiredEmail: {
      subject: 'Tu ficha de pago OXXO del plan {title} venció',
      intro:
        'No recibimos el pago de tu ficha antes de que venciera, así que cancelamos esta elección. Si aún quieres el plan, elígelo de nuevo en Suscripción.',
      action: 'Ver mi suscripción',
    },
  },
  // Plans paid through Mercado Pago: its own page takes the payment and renews the plan every month.
  mercadoPago: {
    option: 'Mercado Pago (se renueva cada mes)',
    optionHint: 'Pagas en la página de Mercado Pago con tarjeta o saldo en tu cuenta.',
    confirm:
      'Pagarás {price} al mes a través de Mercado Pago. Te llevaremos a su página para pagar; el plan {plan} se activa en cuanto se confirme el pago y se renueva cada mes.',
    confirmChange:
      'El plan {plan} ({price} al mes) reemplaza a tu plan {current} en cuanto Mercado Pago confirme el pago, y se renueva cada mes.',
    note: 'Pagas en la página de Mercado Pago: LimpiaHogar nunca ve los datos de tu tarjeta.',
    redirecting: 'Te llevamos a Mercado Pago para completar el pago...',
  },
  // Suscripción when plans are paid online.
  online: {
    confirm:
      'Pagarás {price} al mes con tarjeta o transferencia SPEI a través de Stripe. El plan {plan} se activa en cuanto se confirme el pago y se renueva cada mes; puedes cancelar la renovación cuando quieras.',
    confirmChange:
      'El plan {plan} ({price} al mes) reemplaza a tu plan {current} en cuanto se confirme el pago, y se renueva cada mes.',
    cardNote: 'Los datos de tu tarjeta van directo a Stripe: LimpiaHogar nunca los ve.',
    payTitle: 'Pagar plan {plan}',
    payDescription: '{price} al mes, con tarjeta o transferencia SPEI.',
    pay: 'Pagar {price}',
    loadingForm: 'Cargando el formulario de pago...',
    formFailed: 'No se pudo cargar el formulario de pago. Revisa tu conexión e intenta de nuevo.',
    confirming: 'Pago enviado. Activaremos tu plan en cuanto se confirme; suele tardar unos segundos.',
    confirmingSlow:
      'Aún no se confirma el pago. Si pagaste por SPEI puede tardar hasta un día hábil: te avisaremos por correo cuando tu plan esté activo.',
    close: 'Cerrar',
    pendingTitle: 'Pago en proceso: plan {plan}',
    pendingBody:
      'Elegiste este plan y su pago aún no se confirma. Si ya pagaste, espera la confirmación; si no, continúa con el pago.',
    continue: 'Continuar con el pago',
    renewsOn: 'Se renueva el',
    endsOn: 'Termina el',
    cancel: 'Cancelar suscripción',
    cancelTitle: 'Cancelar la renovación del plan {plan}',
    cancelBody:
      'Tu plan seguirá activo hasta el {date} y después no se cobrará más. Puedes reactivarlo antes de esa fecha.',
    cancelConfirm: 'Cancelar renovación',
    keep: 'Mantener mi plan',
    cancelledTitle: 'Renovación cancelada',
    cancelledBody: 'Tu plan sigue activo hasta el {date}.',
    reactivate: 'Reactivar',
    reactivatedTitle: 'Suscripción reactivada',
    reactivatedBody: 'Tu plan se renovará el {date}.',
    // Another plan while the plan in force renews online.
    upgrade:
      'Tu plan cambia a {plan} ({price} al mes) en cuanto se cobre la diferencia del resto del mes con tu forma de pago guardada. Tu fecha de renovación no cambia.',
    downgrade:
      'Tu plan {current} sigue hasta el {date}, que ya pagaste; desde entonces se renueva como {plan} ({price} al mes).',
    keepChange: 'Tu plan {plan} seguirá renovándose y se cancela el cambio programado a {next}.',
    keepPlan: 'Mantener {plan}',
    upgradeTitle: 'Cambio solicitado',
    upgradeBody: 'Tu plan cambia a {plan} en cuanto se confirme el cobro de la diferencia.',
    upgradedBody: 'Tu plan ahora es {plan}.',
    downgradeTitle: 'Cambio programado',
    downgradeBody: 'Tu plan cambia a {plan} el {date}.',
    keptTitle: 'Cambio cancelado',
    keptBody: 'Tu plan {plan} seguirá renovándose.',
    nextPlan: 'Siguiente plan',
    nextPlanValue: '{plan}, desde el {date}',
    renewalFailed:
      'No pudimos cobrar la renovación y se intentará de nuevo. Tu plan sigue activo hasta el {date}: revisa tu tarjeta o habla con tu banco.',
    actionFailed: 'No se pudo actualizar tu suscripción. Intenta de nuevo.',
  },
  lapsedEmail: {
    subject: 'Tu plan {title} terminó',
    intro:
      'No recibimos el pago de la renovación, así que tu plan terminó. Sigues viendo solicitudes; para enviar propuestas elige un plan de nuevo en Suscripción.',
    action: 'Elegir un plan',
  },
  rejectedEmail: {
    subject: 'No pudimos confirmar tu pago del plan {title}',
    intro:
      'Revisamos tu transferencia y no pudimos confirmarla. Elige tu plan de nuevo o escríbenos desde Contacto.',
    reason: 'Motivo',
    action: 'Ver mi suscripción',
  },
} as const;

// Facturación (provider): the plan in force, the next payment and every plan payment as a receipt (no CFDI yet).
export const billingMessages = {
  description: 'Tu plan, tu próximo pago y el recibo de cada pago de plan.',
  loadFailed: 'No se pudo cargar tu facturación.',
  summaryTitle: 'Resumen',
  plan: 'Plan actual',
  noPlan: 'Sin plan activo',
  choosePlan: 'Elige un plan en Suscripción',
  nextPayment: 'Próximo pago',
  dueBy: 'antes del {date}',
  noNextPayment: 'Sin pagos programados',
  paymentMethod: 'Forma de pago',
  pendingNote: 'Tienes un pago pendiente: los datos para la transferencia están en Suscripción.',
  seePaymentDetails: 'Ver datos de pago',
  receiptsTitle: 'Recibos',
  receiptsCaption: 'Recibos de tus pagos de plan, del más reciente al más antiguo',
  columns: {
    date: 'Fecha',
    plan: 'Concepto',
    amount: 'Monto',
    method: 'Forma de pago',
    reference: 'Referencia',
    status: 'Estado',
    receipt: 'Recibo',
  },
  receiptLink: 'PDF',
  noReceipt: 'Sin recibo: el pago no está confirmado',
  receiptLinkLabel: 'Descargar el recibo del {date} (PDF)',
  receiptNotFound: 'Ese recibo no existe o su pago aún no se confirma.',
  receiptFileName: 'recibo-limpiahogar-{folio}.pdf',
  cfdiNotFound: 'Ese pago no tiene factura (CFDI) emitida.',
  cfdiUnavailable: 'No pudimos descargar tu factura en este momento. Intenta de nuevo en unos minutos.',
  cfdiFileName: 'cfdi-{uuid}.{format}',
  cfdiLabel: 'CFDI',
  cfdiPdfLabel: 'Descargar la factura (CFDI) del {date} en PDF',
  cfdiXmlLabel: 'Descargar la factura (CFDI) del {date} en XML',
  cfdiPending: 'Factura en trámite',
  method: {
    transfer: 'Transferencia (SPEI)',
    none: 'No aplica',
    stripe: 'Pago en línea (tarjeta o SPEI)',
    oxxo: 'Efectivo en OXXO',
    mercadopago: 'Mercado Pago',
  },
  status: {
    pending: 'Pendiente',
    paid: 'Pagado',
    failed: 'Rechazado',
    cancelled: 'Cancelado',
    unbilled: 'Sin cobro',
  },
  paidOn: 'Pagado el {date}',
  chargedOn: 'se cobrará el {date}',
  noReference: 'Sin referencia',
  reason: 'Motivo: {reason}',
  confirmedOn: 'Confirmado el {date}',
  emptyTitle: 'Aún no tienes recibos',
  emptyBody: 'Cuando elijas un plan, aquí verás cada pago con su monto, su referencia y su estado.',
} as const;

// Pagos (customer) and Ganancias (provider): the charges of services, and their CSV.
export const moneyMessages = {
  invalidMonth: 'El mes no es válido. Elige uno de la lista.',
  kind: { service: 'Servicio', cancellation: 'Cargo por cancelación', refund: 'Pago devuelto' },
  paid: 'Pagado',
  received: 'Recibido',
  pending: 'Pendiente',
  csvColumns: ['Fecha', 'Servicio', 'Cliente', 'Concepto', 'Forma de pago', 'Monto (MXN)', 'Estado'],
  csvFileName: 'ganancias-{month}.csv',
} as const;

// 'Solicitar factura': a customer asks the provider of a service paid online for its CFDI (the provider sells
// the service and issues it; LimpiaHogar takes no part of the price), and the provider says it was sent.
export const invoiceRequestMessages = {
  request: 'Solicitar factura',
  requestFor: 'Solicitar factura de {title}',
  requested: 'Factura solicitada',
  sent: 'Factura enviada',
  requestedTitle: 'Factura solicitada',
  requestedBody: 'Tu proveedor recibió tus datos fiscales y te enviará la factura a tu correo.',
  requestFailed: 'No se pudo solicitar la factura. Intenta de nuevo.',
  needFiscalData: 'Guarda tus datos fiscales abajo para solicitar la factura.',
  markSent: 'Marcar factura enviada',
  markSentFor: 'Marcar factura enviada de {title}',
  markedTitle: 'Factura marcada como enviada',
  markedBody: 'Le avisamos a tu cliente que ya la enviaste.',
  markFailed: 'No se pudo marcar la factura como enviada. Intenta de nuevo.',
  receptor: 'Datos para la factura',
  receptorEmail: 'Enviar a',
  // API answers.
  notAvailable: 'Solo puedes solicitar factura de un servicio pagado en línea (tarjeta, SPEI u OXXO).',
  fiscalDataMissing: 'Guarda tus datos fiscales en Pagos antes de solicitar la factura.',
  notRequested: 'Nadie ha solicitado factura de este servicio.',
  // E-mails and the bell.
  requestedEmail: {
    subject: 'Te solicitaron factura: {title}',
    intro:
      'Tu cliente pagó este servicio en línea y te pide la factura (CFDI). Sus datos fiscales están en Ganancias; cuando la emitas y se la envíes, márcala como enviada.',
    action: 'Ver Ganancias',
  },
  sentEmail: {
    subject: 'Tu proveedor envió tu factura: {title}',
    intro: 'Tu proveedor indicó que emitió la factura (CFDI) de este servicio y la envió a tu correo.',
    action: 'Ver mis pagos',
  },
} as const;

// Accepting an offer (Mis Solicitudes) and what the API answers when it cannot be accepted.
export const offerMessages = {
  accept: 'Aceptar oferta',
  confirm: 'Confirmar',
  acceptedTitle: 'Oferta aceptada',
  acceptedBody: 'Tu servicio quedó programado.',
  notFound: 'La oferta no existe o ya no está disponible.',
  requestTaken: 'Esta solicitud ya tiene un servicio programado con otra oferta.',
  requestNotOpen: 'Esta solicitud ya no está abierta.',
  withdrawn: 'El proveedor retiró esta oferta.',
  requestExpired: 'La fecha de esta solicitud ya pasó; publica una nueva con otra fecha.',
} as const;

// E-mails about a service; `{title}` is the service's title.
export const serviceEmails = {
  fields: {
    service: 'Servicio',
    date: 'Fecha y hora',
    location: 'Ubicación',
    price: 'Precio acordado',
    paymentMethod: 'Forma de pago',
  },
  offerAccepted: {
    subject: 'Aceptaron tu propuesta: {title}',
    intro: 'El cliente aceptó tu propuesta. El servicio quedó programado en tu calendario.',
    action: 'Ver mi calendario',
  },
  offerReceived: {
    subject: 'Recibiste una propuesta: {title}',
    intro: '{provider} te propone hacerlo por {price}. Compara las propuestas y acepta la que prefieras.',
    provider: 'Proveedor',
    price: 'Precio propuesto',
    message: 'Mensaje',
    action: 'Ver propuestas',
  },
  offerNotChosen: {
    subject: 'El cliente eligió otra propuesta: {title}',
    intro:
      'El cliente eligió a otro proveedor para esta solicitud, y tu propuesta quedó cerrada. Hay más solicitudes cerca de ti.',
    action: 'Ver solicitudes',
  },
  charge: 'Cargo por cancelación',
  noCharge: 'Sin cargo',
  problem: 'Problema reportado',
  // One entry per e-mail a service's step sends; the recipient is the party who did not take the step.
  bookingReceived: {
    subject: 'Te reservaron directamente: {title}',
    intro:
      'Un cliente reservó este servicio contigo. Acéptala o recházala en tu calendario; si no respondes antes de la hora del servicio o en 48 horas, se rechazará sola.',
    action: 'Responder la reserva',
  },
  bookingAccepted: {
    subject: 'Tu reserva quedó confirmada: {title}',
    intro: 'El proveedor aceptó tu reserva. Verás su teléfono y el servicio en Programados.',
    action: 'Ver mis servicios',
  },
  bookingDeclined: {
    subject: 'Tu reserva no fue aceptada: {title}',
    intro:
      'El proveedor no puede atender esta reserva. No se te cobró nada; elige a otro proveedor para la misma fecha.',
    action: 'Reservar con otro proveedor',
  },
  bookingExpired: {
    subject: 'Tu reserva venció sin respuesta: {title}',
    intro:
      'El proveedor no respondió a tiempo y la reserva se canceló. No se te cobró nada; elige a otro proveedor para la misma fecha.',
    action: 'Reservar con otro proveedor',
  },
  cancelledByCustomer: {
    subject: 'El cliente canceló el servicio: {title}',
    intro: 'El cliente canceló este servicio. El horario vuelve a quedar libre en tu calendario.',
    action: 'Ver mi calendario',
  },
  cancelledByProvider: {
    subject: 'El proveedor canceló tu servicio: {title}',
    intro:
      'Lo sentimos: el proveedor canceló este servicio. No se te cobrará nada; puedes reservar con otro proveedor.',
    action: 'Reservar con otro proveedor',
  },
  noShow: {
    subject: 'El proveedor reportó que no estabas: {title}',
    intro:
      'El proveedor llegó a la hora acordada y reportó que no pudo realizar el servicio porque no había nadie. Si no fue así, pulsa «No fue así» en el servicio dentro de las próximas 48 horas y cuéntanos qué pasó: mientras tanto no se cobra nada. Pasado ese plazo se aplica el cargo del 100 % del precio.',
    action: 'Ver el servicio',
  },
  noShowContested: {
    subject: 'El cliente dice que sí estaba: {title}',
    intro:
      'El cliente aclaró que sí estaba cuando reportaste que no se presentó. El cargo por inasistencia no se cobra mientras nuestro equipo revisa el caso; puedes responder una vez con tu versión.',
    action: 'Responder al reporte',
  },
  noShowSettledProvider: {
    subject: 'Se aplicó el cargo por inasistencia: {title}',
    intro:
      'Pasaron 48 horas sin que el cliente aclarara la inasistencia que reportaste, así que el cargo del 100 % del precio quedó firme.',
    action: 'Ver mis ganancias',
  },
  noShowSettledCustomer: {
    subject: 'Se aplicó el cargo por inasistencia: {title}',
    intro:
      'Pasaron 48 horas sin que aclararas la inasistencia que reportó el proveedor, así que el cargo del 100 % del precio quedó firme.',
    action: 'Ver mis pagos',
  },
  markedDone: {
    subject: 'Confirma tu servicio: {title}',
    intro:
      'El proveedor marcó el servicio como completado. Confírmalo o reporta un problema; si no respondes en 48 horas, se confirmará solo.',
    action: 'Confirmar el servicio',
  },
  completed: {
    subject: 'Servicio completado: {title}',
    intro: 'El servicio quedó completado. Gracias por tu trabajo.',
    action: 'Ver mi calendario',
  },
  reviewReceived: {
    subject: 'Recibiste una reseña: {title}',
    intro: 'La otra parte calificó este servicio. Puedes leer la reseña en tu panel.',
    action: 'Ver mis reseñas',
  },
  /** `{lead}`: how far ahead it is, one of `lead`; `{date}`: its start in the place's zone, the place named. */
  reminder: {
    subject: 'Recordatorio: tu servicio es {lead}: {title}',
    intro: 'Te recordamos que este servicio es {lead}: el {date}.',
    action: 'Ver el servicio',
    lead: { hours: 'en {hours} horas', hour: 'en 1 hora', soon: 'en menos de una hora' },
  },
  disputeResolved: {
    subject: 'Resolvimos el reporte del servicio: {title}',
    intro: 'Nuestro equipo revisó el problema reportado con este servicio y resolvió el caso así:',
    action: 'Ver el servicio',
  },
  resolution: 'Resolución',
  finalAmount: 'Monto final del servicio',
  resolutionReason: 'Motivo',
  /** How a contested no-show ended: its fee stands, or the customer pays nothing. */
  noShowOutcomes: {
    keep: 'Se mantiene el cargo por inasistencia: el cliente paga el 100 % del precio.',
    refund: 'El cliente sí estaba: se cancela el servicio sin cargo.',
  },
  /** The same, for a service paid by card online. */
  cardNoShowOutcomes: {
    keep: 'Se mantiene el cargo por inasistencia: se cobra a la tarjeta el 100 % del precio.',
    refund:
      'El cliente sí estaba: se cancela el servicio sin cargo y se libera lo retenido en su tarjeta (o se le devuelve si ya se cobró).',
  },
  /** How a dispute ended, as the e-mail to both parties says it. */
  outcomes: {
    keep: 'Se mantiene el cobro completo del servicio.',
    refund:
      'Se cancela el cobro: el cliente no paga este servicio. Si ya pagó, el proveedor le devuelve el dinero.',
    split:
      'Se cobra una parte del precio. Si el cliente ya pagó el total, el proveedor le devuelve la diferencia.',
  },
  /** The same, for a service paid by card online: the money goes back to the card by itself. */
  cardOutcomes: {
    keep: 'Se mantiene el cobro completo del servicio a la tarjeta.',
    refund:
      'Se cancela el cobro: el cliente no paga este servicio. Lo que se haya cobrado a su tarjeta se le devuelve automáticamente.',
    split:
      'Se cobra una parte del precio. Si a la tarjeta ya se le cobró el total, la diferencia se le devuelve automáticamente.',
  },
  disputed: {
    subject: 'El cliente reportó un problema: {title}',
    intro:
      'El cliente reportó un problema con este servicio. Nuestro equipo revisará el caso y se pondrá en contacto contigo.',
    action: 'Ver mi calendario',
  },
} as const;
