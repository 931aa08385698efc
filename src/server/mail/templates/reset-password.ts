import type { MailMessage } from '#server/mail/mailer';
import { escapeHtml, htmlLayout } from './layout';

export function resetPasswordEmail(to: string, link: string): MailMessage {
  const subject = 'Restablece tu contraseña';
  const text = [
    'Hola:',
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    'Abre este enlace para elegir una nueva contraseña (vence en 1 hora y solo funciona una vez):',
    '',
    link,
    '',
    'Si no solicitaste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Elegir una nueva contraseña</a></p>
<p style="font-size:14px">El enlace vence en 1 hora y solo funciona una vez. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>
<p style="font-size:14px">Si no solicitaste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.</p>`,
  );
  return { to, subject, text, html };
}
