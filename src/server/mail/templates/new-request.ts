import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import type { MexicanTimeZone } from '#shared/domain/time-zones';
import { fillSlots, formatDateTime, formatDateTimeAt, formatDateTimeIn } from '#shared/format';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { providerUi } from '#shared/provider-ui';
import { servingMessages } from '#shared/serving-messages';
import { requestBudgetLabel, requestServiceLabel } from '#shared/request-labels';
import type { MailMessage } from '#server/mail/mailer';
import { buttonHtml, escapeHtml, htmlLayout } from './layout';

export interface NewRequestMail {
  to: string;
  title: string;
  serviceId: string;
  budgetRange: string | null;
  price: number | null;
  paymentMethod: string;
  /** ISO instant: the data waits in the outbox as JSON. */
  requiredDate: string;
  /** The zone of the request's place (serviceTimeZone). Absent from e-mails queued before it was added. */
  timeZone?: MexicanTimeZone;
  location: string;
  distanceKm: number;
  /**
   * ISO instant: the end of the grace period of a provider not verified yet; null for a verified one (nobody else
   * is told of requests). Absent from e-mails queued before it was added.
   */
  graceUntil?: string | null;
}

/** Until when the provider may still send offers without an approved verification, and where to get it. */
function graceLines(graceUntil: string) {
  return [
    fillSlots(servingMessages.graceTitle, { date: formatDateTime(graceUntil) }) + '.',
    servingMessages.graceBody,
  ];
}

// On the place's clock. An e-mail has no browser to compare clocks with, so the zone is named unless it is
// Mexico City's, the one a reader assumes of a date the business writes.
function requestDate({ requiredDate, timeZone = TIME_ZONE }: NewRequestMail) {
  return timeZone === TIME_ZONE
    ? formatDateTimeIn(requiredDate, timeZone)
    : formatDateTimeAt(requiredDate, timeZone);
}

// The same labels the provider sees on each request card in Solicitudes.
const fields = providerUi.requests;

export function newRequestEmail(mail: NewRequestMail, appUrl: string): MailMessage {
  const requestsUrl = `${appUrl}/proveedor/solicitudes`;
  const settingsUrl = `${appUrl}/proveedor/configuracion`;
  const verificationUrl = `${appUrl}/proveedor/verificacion`;
  const grace = mail.graceUntil ? graceLines(mail.graceUntil) : null;
  const subject = `Nueva solicitud cerca de ti: ${mail.title}`.replace(/[\r\n]+/g, ' ');
  const intro = `Un cliente publicó una solicitud a ${mail.distanceKm.toLocaleString('es-MX')} km del centro de tu área de servicio.`;
  const details: [string, string][] = [
    [fields.serviceType, requestServiceLabel(mail)],
    [fields.budget, requestBudgetLabel(mail)],
    [fields.paymentMethod, labelOf(PAYMENT_METHODS, mail.paymentMethod)],
    [fields.date, requestDate(mail)],
    [fields.location, mail.location],
  ];
  const text = [
    'Hola:',
    '',
    intro,
    '',
    mail.title,
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Revísala y envía tu propuesta: ${requestsUrl}`,
    '',
    ...(grace ? [...grace, `${servingMessages.action}: ${verificationUrl}`, ''] : []),
    `¿Prefieres no recibir estos avisos? Desactívalos en ${settingsUrl}`,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola:</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:18px;font-weight:bold;margin:16px 0 8px">${escapeHtml(mail.title)}</p>
<p>${details.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>
${buttonHtml(requestsUrl, 'Ver solicitudes')}
${grace ? `<p>${grace.map(escapeHtml).join(' ')} <a href="${escapeHtml(verificationUrl)}">${escapeHtml(servingMessages.action)}</a>.</p>\n` : ''}<p style="font-size:14px">¿Prefieres no recibir estos avisos? <a href="${escapeHtml(settingsUrl)}">Desactívalos en tu configuración</a>.</p>`,
  );
  return { to: mail.to, subject, text, html };
}
