// What any page may show before its own texts load: the app shell, the API client, the toasts.
// In a file of their own so that a page's first JavaScript need not carry every text.
import { menuMessages } from './menu-messages';

export const apiMessages = {
  badRequest: 'La solicitud no es válida. Revisa los datos e intenta de nuevo.',
  validation: 'Algunos datos no son válidos. Revisa los campos marcados.',
  unauthorized: 'Necesitas iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscas.',
  methodNotAllowed: 'Método no permitido.',
  rateLimited: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  uploadsRateLimited: 'Subiste demasiados archivos en la última hora. Espera un rato e intenta de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  internal: 'Ocurrió un error inesperado. Intenta de nuevo.',
  invalidOrigin: 'La solicitud no proviene de un origen permitido.',
  ambiguousSession:
    'Tu navegador envió más de una sesión. Borra las cookies de este sitio e inicia sesión de nuevo.',
  idempotencyKeyReused: 'Esta clave de solicitud ya se usó para otra operación. Vuelve a cargar la página.',
  emailNotVerified:
    'Confirma tu correo electrónico para continuar. Cierra sesión e inicia sesión de nuevo: te enviaremos un enlace para confirmarlo.',
  twoFactorLocked: 'Demasiados códigos incorrectos. Espera unos minutos e intenta de nuevo.',
  // Webhooks are read by payment providers, not people; the texts still follow the one envelope.
  webhookSignature: 'La firma de la notificación de pago no es válida o es demasiado antigua.',
  webhookGatewayUnavailable:
    'No pudimos consultar la notificación de pago con la pasarela. No se aplicó nada; envíala de nuevo más tarde.',
  paymentsOff: 'Pagos en línea no configurados',
} as const;

export const uiMessages = {
  loading: 'Cargando...',
  errorTitle: 'Error',
  somethingWentWrong: 'Algo salió mal',
  reloadPage: 'Recargar la página',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o cambió de dirección.',
  checkingSession: 'Verificando tu sesión...',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  ...menuMessages,
  retry: 'Reintentar',
  cancel: 'Cancelar',
  loadFailed: 'No pudimos cargar esta información. Revisa tu conexión e intenta de nuevo.',
  // Labels both panels and the booking wizard show. `{name}`: the person's first name, never their e-mail.
  greeting: 'Hola, {name}.',
  paymentMethod: 'Forma de pago',
  offersReceived: 'Ofertas recibidas',
  // After a date shown in a place's own zone when the viewer's clock reads otherwise.
  placeTime: '(hora de {place})',
  // Beside a date and hour field, when the place's clock reads otherwise than the person's device.
  placeTimeLabel: 'Hora de {place}',
  // Visually hidden after a link's name, for a link that opens another tab.
  opensInNewTab: '(se abre en una pestaña nueva)',
} as const;
