// The guest pages' texts (sign-in, sign-up, password reset, e-mail confirmation) and the form checks they share.
// In a file of their own, as every area's texts are, so that /login need not carry every text.
import { signInMessages } from './sign-in-messages';

export const validation = {
  invalidEmail: 'Correo electrónico inválido',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  userTypeRequired: 'Por favor selecciona un tipo de usuario',
  currentPasswordRequired: 'Ingresa tu contraseña actual',
  totpCode: 'Ingresa el código de 6 dígitos de tu aplicación',
  backupCode: 'Ingresa un código de respaldo válido',
  fullNameRequired: 'El nombre es requerido',
  phoneTooShort: 'El teléfono debe tener al menos 10 dígitos',
  addressRequired: 'La dirección es requerida',
  returnPath: 'La página a la que vuelves no es válida',
} as const;

export const authMessages = {
  loginFailed: signInMessages.loginFailed,
  loginEmailNotVerified: 'Confirma tu correo electrónico para iniciar sesión. Te enviamos un nuevo enlace.',
  signUpFailed: 'Error al crear la cuenta. Por favor, intenta de nuevo.',
  resetRequestFailed: 'No se pudo enviar el correo de restablecimiento.',
  resetSentTitle: 'Correo enviado',
  resetSentBody: 'Revisa tu bandeja de entrada para restablecer tu contraseña.',
  resetRequestAnswer:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetDoneTitle: 'Contraseña actualizada',
  resetDoneBody: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  resetLinkInvalid:
    'El enlace para restablecer tu contraseña expiró o ya fue utilizado. Solicita uno nuevo para continuar.',
  twoFactorFailed: 'El código no es válido. Revisa tu aplicación e intenta de nuevo.',
  sessionExpired: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  bookingSignIn: signInMessages.bookingSignIn,
  passwordChanged: 'Tu contraseña se actualizó correctamente.',
  wrongPassword: 'La contraseña actual no es correcta.',
  otherSessionsRevoked: 'Cerramos tu sesión en los demás dispositivos.',
  twoFactorEnabled: 'La verificación en dos pasos está activada.',
  twoFactorDisabled: 'La verificación en dos pasos está desactivada.',
  backupCodesGenerated: 'Generamos nuevos códigos de respaldo. Los anteriores ya no funcionan.',
  backupCodesCopied: 'Copiamos los códigos de respaldo.',
  backupCodesCopyFailed: 'No pudimos copiar los códigos. Selecciónalos y cópialos manualmente.',
} as const;

// The screen after sign-up and the page a verification link lands on when it cannot be used.
export const verifyEmailMessages = {
  checkTitle: 'Revisa tu correo',
  checkSentTo: 'Te enviamos un correo a:',
  checkSteps:
    'Abre el enlace que contiene para confirmar tu dirección; entrarás directamente a tu cuenta. El enlace vence en 24 horas. Si no lo encuentras, busca en la carpeta de correo no deseado.',
  backToBooking: 'Al confirmarlo volverás al resumen de tu reserva, tal como la dejaste.',
  wrongAddress: '¿Escribiste mal tu correo?',
  signUpAgain: 'Regístrate de nuevo',
  resend: 'Reenviar correo',
  resentTitle: 'Correo reenviado',
  resentBody: 'Si tu cuenta aún no está confirmada, recibirás un nuevo enlace en unos minutos.',
  resendFailed: 'No pudimos reenviar el correo. Intenta de nuevo en unos minutos.',
  expiredTitle: 'El enlace venció',
  expiredBody:
    'Los enlaces para confirmar tu correo valen 24 horas. Escribe tu correo y te enviaremos uno nuevo.',
  invalidTitle: 'El enlace no es válido',
  invalidBody: 'Puede que esté incompleto o que ya no sirva. Escribe tu correo y te enviaremos uno nuevo.',
  requestTitle: 'Confirma tu correo electrónico',
  pageDescription:
    'Confirma tu correo electrónico para publicar solicitudes, aplicar a trabajos y reservar en LimpiaHogar.',
  requestBody: 'Escribe el correo con el que te registraste y te enviaremos un enlace para confirmarlo.',
  sendLink: 'Enviar un nuevo enlace',
  backToLogin: 'Volver a Iniciar Sesión',
} as const;
