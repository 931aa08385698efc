export const contactTexts = {
  formTitle: 'Envíanos un mensaje',
  formDescription: 'Te respondemos por correo electrónico dentro de nuestro horario de atención.',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  honeypot: 'No llenes este campo',
  submit: 'Enviar Mensaje',
  hoursTitle: 'Horario de atención',
  emailTitle: 'Escríbenos directamente',
  hoursNote:
    'Hora del centro de México. Los mensajes recibidos fuera de horario se atienden el siguiente día hábil.',
} as const;
