import { BRAND } from '#shared/brand';
import type { MailMessage } from '#server/mail/mailer';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The e-mails' call to action: one teal button. */
export const buttonHtml = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

// A plain, table-free layout: renders in every mail client and stays readable as text.
export function htmlLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#0f766e;margin:0 0 24px">${escapeHtml(BRAND.name)}</p>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(BRAND.name)} · ${escapeHtml(BRAND.tagline)}</p>
</div>
</body>
</html>`;
}

/**
 * The same news as an e-mail, in the bell: its subject with the service's title, its first sentence (or the
 * one given), and the page its button opens.
 */
export function bellNotice(
  text: { subject: string; intro: string },
  title: string,
  link: string,
  body = text.intro,
) {
  return { title: text.subject.replace('{title}', title), body, link };
}

/** One line of a notice's details; with `href`, the value is a link in the HTML part (a map, a phone). */
export type NoticeDetail = [label: string, value: string, href?: string];

export interface NoticeEmail {
  to: string;
  subject: string;
  /** Paragraphs before the details. */
  intro: string[];
  details: NoticeDetail[];
  action: { label: string; url: string };
}

/** A notice about a service: a greeting, what happened, its details as label: value, and one button. */
export function noticeEmail({ to, subject, intro, details, action }: NoticeEmail) {
  const oneLine = subject.replace(/[\r\n]+/g, ' ');
  const text = [
    'Hola:',
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action.label}: ${action.url}`,
  ].join('\n');
  const html = htmlLayout(
    oneLine,
    `<p>Hola:</p>
${intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${details.map(([label, value, href]) => `<strong>${escapeHtml(label)}:</strong> ${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}`).join('<br>')}</p>
${buttonHtml(action.url, action.label)}`,
  );
  return { to, subject: oneLine, text, html };
}

/**
 * The e-mail of a text that a bell notice reads too (bellNotice): its subject with the service's title, its first
 * sentence, the details, and its button to `url`.
 */
export function textNoticeEmail(
  text: { subject: string; intro: string; action: string },
  mail: { to: string; title: string },
  details: NoticeDetail[],
  url: string,
) {
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [text.intro],
    details,
    action: { label: text.action, url },
  });
}

export interface DecisionMail {
  to: string;
  /** Fills `{title}` in the subject (a plan's name); empty when the subject has none. */
  title?: string;
  /** The operator's reason, for a refusal. */
  reason?: string;
}

/**
 * What an operator decided about something a person sent (their identity papers, their plan's transfer): one
 * text per outcome, the page to open, and the reason as a detail when there is one. Gives the bell line and the
 * e-mail of each outcome.
 */
export function decisionMessages<D extends string>(
  texts: Record<D, { subject: string; intro: string; action: string }>,
  reasonLabel: string,
  path: string,
) {
  return {
    notice: (decision: D, title = '') => bellNotice(texts[decision], title, path),
    email:
      (decision: D) =>
      (mail: DecisionMail, appUrl: string): MailMessage =>
        noticeEmail({
          to: mail.to,
          subject: texts[decision].subject.replace('{title}', mail.title ?? ''),
          intro: [texts[decision].intro],
          details: mail.reason ? [[reasonLabel, mail.reason]] : [],
          action: { label: texts[decision].action, url: `${appUrl}${path}` },
        }),
  };
}

export interface LinkEmail {
  subject: string;
  /** Why the e-mail came. */
  lead: string;
  /** The plain text's line before the link: what opening it does, and until when. */
  open: string;
  button: string;
  /** The HTML's line under the button: until when the link works. */
  expiry: string;
  /** What to do for someone who did not ask for it. */
  ignore: string;
}

/**
 * An e-mail whose point is one link (confirming the address, choosing a password): the button, the address
 * written out for clients that break the button, and what to do if it was not you.
 */
export function linkEmail(
  to: string,
  link: string,
  { subject, lead, open, button, expiry, ignore }: LinkEmail,
) {
  const text = ['Hola:', '', lead, open, '', link, '', ignore].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola:</p>
<p>${escapeHtml(lead)}</p>
${buttonHtml(link, button)}
<p style="font-size:14px">${escapeHtml(expiry)} Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(link)}</p>
<p style="font-size:14px">${escapeHtml(ignore)}</p>`,
  );
  return { to, subject, text, html };
}
