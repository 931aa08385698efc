import { BRAND } from '#shared/brand';
import type { MailMessage } from '#server/mail/mailer';
import { buttonHtml, escapeHtml, htmlLayout } from './layout';

export interface AccountSuspensionMail {
  to: string;
  /** What the operator wrote in the console. */
  reason: string;
  /** Where an appeal goes: the e-mail's Reply-To, and named in it. */
  supportEmail: string;
}

type Paragraphs = { subject: string; intro: string; after: (supportEmail: string) => string; action: string };

const TEXTS = {
  suspended: {
    subject: `Suspendimos tu cuenta de ${BRAND.name}`,
    intro: 'Suspendimos tu cuenta: mientras siga suspendida no podrás iniciar sesión ni usarla.',
    after: (supportEmail) =>
      `¿Crees que es un error? Responde a este correo o escríbenos a ${supportEmail} (también desde la página de Contacto) y cuéntanos tu caso: lo revisaremos y te responderemos.`,
    action: 'Escribir a soporte',
  },
  reinstated: {
    subject: `Reactivamos tu cuenta de ${BRAND.name}`,
    intro: 'Revisamos tu caso y reactivamos tu cuenta: ya puedes iniciar sesión y usarla como antes.',
    after: (supportEmail) => `¿Tienes alguna duda? Responde a este correo o escríbenos a ${supportEmail}.`,
    action: 'Iniciar sesión',
  },
} satisfies Record<string, Paragraphs>;

const PAGES = { suspended: '/contacto', reinstated: '/login' } as const;

/** To the person an operator suspended or reinstated: the reason the operator wrote, and how to answer. */
export const accountSuspensionEmail =
  (step: keyof typeof TEXTS) =>
  ({ to, reason, supportEmail }: AccountSuspensionMail, appUrl: string): MailMessage => {
    const text = TEXTS[step];
    const url = `${appUrl}${PAGES[step]}`;
    const after = text.after(supportEmail);
    const plain = [
      'Hola:',
      '',
      text.intro,
      '',
      `Motivo: ${reason}`,
      '',
      after,
      '',
      `${text.action}: ${url}`,
    ].join('\n');
    const html = htmlLayout(
      text.subject,
      `<p>Hola:</p>
<p>${escapeHtml(text.intro)}</p>
<p><strong>Motivo:</strong> <span style="white-space:pre-wrap">${escapeHtml(reason)}</span></p>
<p>${escapeHtml(after)}</p>
${buttonHtml(url, text.action)}`,
    );
    return { to, subject: text.subject, text: plain, html, replyTo: supportEmail };
  };
