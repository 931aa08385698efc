import { contactHoursNote } from '#shared/support-messages';

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
  hoursNote: contactHoursNote,
} as const;
