import type { MailMessage } from '#server/mail/mailer';
import { linkEmail } from './layout';

export function verifyEmail(to: string, link: string, validHours: number): MailMessage {
  return linkEmail(to, link, {
    subject: 'Confirma tu correo electrónico',
    lead: 'Gracias por crear tu cuenta. Confirma que este correo es tuyo para poder publicar solicitudes, aplicar a trabajos y reservar servicios.',
    open: `Abre este enlace para confirmarlo e iniciar sesión (vence en ${validHours} horas):`,
    button: 'Confirmar mi correo',
    expiry: `El enlace vence en ${validHours} horas.`,
    ignore:
      'Si no creaste una cuenta con este correo, ignora este mensaje: sin la confirmación nadie puede usarla.',
  });
}
