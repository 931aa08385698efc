// Every user-facing sentence from SPEC.md §5 and §8, plus the few this product adds. One place, both sides.

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
} as const;

export const authMessages = {
  loginFailed: 'Credenciales inválidas. Por favor, intenta de nuevo.',
  signUpFailed: 'Error al crear la cuenta. Por favor, intenta de nuevo.',
  resetRequestFailed: 'No se pudo enviar el correo de restablecimiento.',
  resetSentTitle: 'Correo enviado',
  resetSentBody: 'Revisa tu bandeja de entrada para restablecer tu contraseña.',
  resetDoneTitle: 'Contraseña actualizada',
  resetDoneBody: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  resetLinkInvalid:
    'El enlace para restablecer tu contraseña expiró o ya fue utilizado. Solicita uno nuevo para continuar.',
  twoFactorFailed: 'El código no es válido. Revisa tu aplicación e intenta de nuevo.',
  sessionExpired: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  passwordChanged: 'Tu contraseña se actualizó correctamente.',
  wrongPassword: 'La contraseña actual no es correcta.',
  otherSessionsRevoked: 'Cerramos tu sesión en los demás dispositivos.',
  twoFactorEnabled: 'La verificación en dos pasos está activada.',
  twoFactorDisabled: 'La verificación en dos pasos está desactivada.',
  backupCodesGenerated: 'Generamos nuevos códigos de respaldo. Los anteriores ya no funcionan.',
  backupCodesCopied: 'Copiamos los códigos de respaldo.',
  backupCodesCopyFailed: 'No pudimos copiar los códigos. Selecciónalos y cópialos manualmente.',
} as const;

export const apiMessages = {
  badRequest: 'La solicitud no es válida. Revisa los datos e intenta de nuevo.',
  validation: 'Algunos datos no son válidos. Revisa los campos marcados.',
  unauthorized: 'Necesitas iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscas.',
  rateLimited: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  internal: 'Ocurrió un error inesperado. Intenta de nuevo.',
  invalidOrigin: 'La solicitud no proviene de un origen permitido.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico.',
  twoFactorLocked: 'Demasiados códigos incorrectos. Espera unos minutos e intenta de nuevo.',
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
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
} as const;

export const contactMessages = {
  nameRequired: 'Por favor ingresa tu nombre',
  invalidEmail: 'Por favor ingresa un email válido',
  subjectRequired: 'Por favor ingresa un asunto',
  messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  fieldTooLong: 'Este campo es demasiado largo',
  sentTitle: 'Mensaje enviado',
  sentBody: 'Gracias por escribirnos. Te responderemos dentro de nuestro horario de atención.',
  sendFailed: 'No pudimos enviar tu mensaje. Lo que escribiste sigue en el formulario; intenta de nuevo.',
} as const;
