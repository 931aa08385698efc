import type { MailMessage } from '#server/mail/mailer';
import { escapeHtml, htmlLayout } from './layout';

export function verifyEmail(to: string, link: string, validHours: number): MailMessage {
  const subject = 'Confirma tu correo electrónico';
  const text = [
    'Hola:',
    '',
    'Gracias por crear tu cuenta. Confirma que este correo es tuyo para poder publicar solicitudes, aplicar a trabajos y reservar servicios.',
    `Abre este enlace para confirmarlo e iniciar sesión (vence en ${validHours} horas):`,
    '',
    link,
    '',
    'Si no creaste una cuenta con este correo, ignora este mensaje: sin la confirmación nadie puede usarla.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola:</p>
<p>Gracias por crear tu cuenta. Confirma que este correo es tuyo para poder publicar solicitudes, aplicar a trabajos y reservar servicios.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Confirmar mi correo</a></p>
<p style="font-size:14px">El enlace vence en ${validHours} horas. Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>
<p style="font-size:14px">Si no creaste una cuenta con este correo, ignora este mensaje: sin la confirmación nadie puede usarla.</p>`,
  );
  return { to, subject, text, html };
}
