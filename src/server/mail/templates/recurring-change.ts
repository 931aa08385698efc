import { fillSlots } from '#shared/format';
import { RECURRING_PAGES, recurringNoticeMessages } from '#shared/recurring-notice-messages';
import { type PlanChangeKind, planChangeNotices } from '#shared/recurring-change-messages';
import type { MailMessage } from '#server/mail/mailer';
import { noticeEmail } from './layout';

export interface PlanChangeMail {
  to: string;
  side: 'customer' | 'provider';
  kind: PlanChangeKind;
  /** 'Cada semana, los martes a las 10:00'. */
  plan: string;
  /** The new price per visit, formatted ('$550.00'), when the change is about a price. */
  price?: string;
  /** es-MX date with hour and minute: from when the change counts, or the visit's new start. */
  date: string;
}

const introOf = ({ side, kind, plan, price = '', date }: Omit<PlanChangeMail, 'to'>) =>
  fillSlots(planChangeNotices[kind].intro[side], { plan, price, date });

/** The bell's line for a change to a plan, linking to the side's plans page. */
export const planChangeNotice = (mail: Omit<PlanChangeMail, 'to'>) => ({
  title: planChangeNotices[mail.kind].subject,
  body: introOf(mail),
  link: RECURRING_PAGES[mail.side],
});

/** To one side of a plan that changed: a new price proposed or answered, ended with notice, a visit moved. */
export function planChangeEmail(mail: PlanChangeMail, appUrl: string): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: planChangeNotices[mail.kind].subject,
    intro: [introOf(mail)],
    details: [],
    action: {
      label: recurringNoticeMessages.ended.action[mail.side],
      url: `${appUrl}${RECURRING_PAGES[mail.side]}`,
    },
  });
}
