import type { PlanConflictReason } from '#shared/domain/recurring-plan';
import { fillSlots } from '#shared/format';
import { RECURRING_PAGES, recurringNoticeMessages } from '#shared/recurring-notice-messages';
import type { MailMessage } from '#server/mail/mailer';
import { noticeEmail } from './layout';

type Side = 'customer' | 'provider';

export interface PlanConflictMail {
  to: string;
  side: Side;
  /** The visit's start, es-MX with hour and minute, on the provider's clock. */
  when: string;
  /** 'Cada semana, los martes a las 10:00'. */
  plan: string;
  reason: PlanConflictReason;
}

export interface PlanEndedMail {
  to: string;
  side: Side;
  plan: string;
}

const conflict = recurringNoticeMessages.conflict;
const ended = recurringNoticeMessages.ended;

const conflictIntro = ({ side, when, plan, reason }: Omit<PlanConflictMail, 'to'>) =>
  fillSlots(conflict.intro[side], { date: when, plan, reason: conflict.reasons[side][reason] });

/** The bell's line for a visit the scheduler could not book, linking to the side's plans page. */
export const planConflictNotice = (mail: Omit<PlanConflictMail, 'to'>) => ({
  title: fillSlots(conflict.subject, { date: mail.when }),
  body: `${conflictIntro(mail)} ${conflict.offer[mail.side]}`,
  link: RECURRING_PAGES[mail.side],
});

/** To both sides of a plan: which visit could not be booked, why, and what can be done ('Saltar', another time). */
export function planConflictEmail(mail: PlanConflictMail, appUrl: string): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: fillSlots(conflict.subject, { date: mail.when }),
    intro: [conflictIntro(mail), conflict.offer[mail.side]],
    details: [],
    action: { label: conflict.action[mail.side], url: `${appUrl}${RECURRING_PAGES[mail.side]}` },
  });
}

const endedIntro = ({ side, plan }: Omit<PlanEndedMail, 'to'>) => fillSlots(ended.intro[side], { plan });

/** The bell's line for a plan the other side's account deletion ended. */
export const planEndedNotice = (mail: Omit<PlanEndedMail, 'to'>) => ({
  title: ended.subject,
  body: endedIntro(mail),
  link: RECURRING_PAGES[mail.side],
});

/** To the other side of a plan whose customer or provider deleted their account. */
export function planEndedEmail(mail: PlanEndedMail, appUrl: string): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: ended.subject,
    intro: [endedIntro(mail)],
    details: [],
    action: { label: ended.action[mail.side], url: `${appUrl}${RECURRING_PAGES[mail.side]}` },
  });
}
