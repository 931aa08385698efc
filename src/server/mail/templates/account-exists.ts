import type { MailMessage } from '#server/mail/mailer';
import { buttonHtml, escapeHtml, htmlLayout } from './layout';

// Sent instead of an error when someone signs up with an address that has an account: only its owner learns it.
export function accountExistsEmail(to: string, links: { login: string; resetPassword: string }): MailMessage {
  const subject = 'Ya tienes una cuenta';
  const text = [
    'Hola:',
    '',
    'Alguien, quizá tú, intentó crear una cuenta nueva con este correo, pero ya tienes una.',
    'Inicia sesión con tu contraseña:',
    '',
    links.login,
    '',
    '¿No la recuerdas? Crea una nueva aquí:',
    '',
    links.resetPassword,
    '',
    'Si no fuiste tú, ignora este correo: tu cuenta no cambió.',
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#0f766e;font-weight:bold">${label}</a>`;
  const html = htmlLayout(
    subject,
    `<p>Hola:</p>
<p>Alguien, quizá tú, intentó crear una cuenta nueva con este correo, pero ya tienes una.</p>
${buttonHtml(links.login, 'Iniciar sesión')}
<p>¿No recuerdas tu contraseña? ${link(links.resetPassword, 'Crea una nueva')}.</p>
<p style="font-size:14px">Si no fuiste tú, ignora este correo: tu cuenta no cambió.</p>`,
  );
  return { to, subject, text, html };
}
