import type { MailMessage } from '#server/mail/mailer';
import { linkEmail } from './layout';

export function resetPasswordEmail(to: string, link: string): MailMessage {
  return linkEmail(to, link, {
    subject: 'Restablece tu contraseña',
    lead: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    open: 'Abre este enlace para elegir una nueva contraseña (vence en 1 hora y solo funciona una vez):',
    button: 'Elegir una nueva contraseña',
    expiry: 'El enlace vence en 1 hora y solo funciona una vez.',
    ignore: 'Si no solicitaste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
  });
}
