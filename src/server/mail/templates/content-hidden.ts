import { moderationMessages } from '#shared/moderation-messages';
import type { ModerationTarget } from '#shared/schemas/moderation';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';

export interface ContentHiddenMail {
  to: string;
  kind: ModerationTarget;
  /** A request's title; empty otherwise. */
  title: string;
  reason: string;
  /** The author's page where the hidden content is (their reviews, their requests, their profile). */
  path: string;
}

const texts = moderationMessages.hiddenEmail;

/** The same news in the author's bell. */
export const contentHiddenNotice = (mail: Omit<ContentHiddenMail, 'to'>) =>
  bellNotice(texts[mail.kind], mail.title, mail.path);

/** To the author, once an operator hid their review, request, profile photo or logo: what, and why. */
export function contentHiddenEmail(mail: ContentHiddenMail, appUrl: string): MailMessage {
  const text = texts[mail.kind];
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [text.intro],
    details: [[texts.reason, mail.reason]],
    action: { label: texts.action, url: `${appUrl}${mail.path}` },
  });
}
