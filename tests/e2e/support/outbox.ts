import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './env';

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaksRemoved[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

// Outbox files are named after the time they were written (src/server/mail/mailer.ts), so `since` skips
// the older ones without reading them.
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

type Mail = { raw: string; mtime: number };

// Late in a run the outbox holds thousands of e-mails, and a poll for one recipient used to read them all again.
// A file older than SETTLED_MS is complete (the mailer writes each in one call) and never changes, so it is read
// once per worker; a newer one is read again on each poll, in case a poll met it half written.
const SETTLED_MS = 2_000;
const settled = new Map<string, Mail>();

async function readMail(file: string): Promise<Mail> {
  const known = settled.get(file);
  if (known) return known;
  const mail = { raw: await readFile(file, 'utf8'), mtime: (await stat(file)).mtimeMs };
  if (Date.now() - mail.mtime > SETTLED_MS) settled.set(file, mail);
  return mail;
}

/** The decoded e-mails to `recipient` in DATA_DIR/outbox, newest first. */
export async function messagesTo(recipient: string, since?: Date): Promise<string[]> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  const after = since ? fileStamp(since) : '';
  const names = (await readdir(outbox).catch(() => [])).filter(
    (name) => name.endsWith('.eml') && name >= after,
  );
  const messages = await Promise.all(names.map((name) => readMail(path.join(outbox, name))));
  const toRecipient = new RegExp(`^To:.*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const mine = messages.filter((message) => toRecipient.test(message.raw)).sort((a, b) => b.mtime - a.mtime);
  return mine.map((message) => decodeQuotedPrintable(message.raw));
}

async function newestMessageTo(recipient: string): Promise<string | null> {
  return (await messagesTo(recipient))[0] ?? null;
}

const VERIFICATION_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/;

/** Waits for an e-mail to `recipient` with an address-verification link (sent `since`, if given); the newest. */
export async function readVerificationLink(recipient: string, since?: Date): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(recipient, since);
        link = messages.map((message) => message.match(VERIFICATION_LINK)?.[0]).find(Boolean);
        return link !== undefined;
      },
      { message: `a verification e-mail for ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!.replace(/&amp;/g, '&');
}

/** Waits for the newest e-mail to `recipient` in DATA_DIR/outbox and returns its password-reset link. */
export async function readResetLink(recipient: string, previous?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const message = await newestMessageTo(recipient);
        link = message?.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/)?.[0];
        return link !== undefined && link !== previous;
      },
      { message: `a reset e-mail for ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!.replace(/&amp;/g, '&');
}

/**
 * The decoded HTML part of the e-mail whose HTML contains `token`, waiting for it to reach the outbox: read newest
 * first and only those written `since`, since by then the outbox holds every journey's e-mails (reading them all on
 * each poll outlasted the wait late in a CI run).
 */
export async function readHtmlPartContaining(token: string, since: Date): Promise<string> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  const after = fileStamp(since);
  let html: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => []))
          .filter((name) => name.endsWith('.eml') && name >= after)
          .sort()
          .reverse();
        for (const name of names) {
          const { raw } = await readMail(path.join(outbox, name));
          const part = raw.match(/^Content-Type: text\/html[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/m)?.[1];
          const decoded = part === undefined ? undefined : decodeQuotedPrintable(part);
          if (decoded?.includes(token)) {
            html = decoded;
            break;
          }
        }
        return html !== undefined;
      },
      { message: `an HTML e-mail containing ${token}`, timeout: 10_000 },
    )
    .toBe(true);
  return html!;
}
