// The contact page's form and what it says once a message is sent (the answer target is shared/domain/support).
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
