import { badgeMessages } from './badge-messages';

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
