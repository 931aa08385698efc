import { toSingleLine, type ContactInput } from '../../../shared/schemas/contact';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, htmlLayout } from '../../mail/templates/layout';

// Support reads it in their inbox and answers with Reply, which goes straight to the sender.
export function contactEmail(to: string, input: ContactInput): MailMessage {
  // The schema already made them one line; the e-mail's own lines must not depend on every caller doing so.
  const name = toSingleLine(input.name);
  const subject = `[Contacto] ${toSingleLine(input.subject)}`;
  const text = [
    'Nuevo mensaje desde el formulario de contacto.',
    '',
    `Nombre: ${name}`,
    `Correo: ${input.email}`,
    `Asunto: ${toSingleLine(input.subject)}`,
    '',
    input.message,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Nuevo mensaje desde el formulario de contacto.</p>
<p><strong>Nombre:</strong> ${escapeHtml(input.name)}<br>
<strong>Correo:</strong> ${escapeHtml(input.email)}<br>
<strong>Asunto:</strong> ${escapeHtml(input.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  );
  return { to, subject, text, html, replyTo: input.email };
}
