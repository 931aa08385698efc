// Contact details stay inside LimpiaHogar until a service is confirmed (issue 31): before that, what one side
// writes reaches the other with its phone numbers, e-mail addresses, links (WhatsApp's among them) replaced by
// MASK. The rule is this one pure function, applied when a message is read, never to the stored text: the
// writer always reads what they wrote, and once the service is confirmed the other side reads it whole.
//
// What counts, and why:
// - A phone is ten digits or more (Mexico dials ten since 2019; +52 and the old mobile 1, or 044/045, come on top),
//   in groups split by at most one space, dot, dash or bracket each, or with '+' before: '55 1234 5678',
//   '+52 1 (55) 1234-5678', '5512345678', '55.12.34.56.78', '5 5 1 2 3 4 5 6 7 8'. Shorter runs are prices, hours,
//   dates and street numbers ('$450', '10:00', '12/05/2026', 'Calle 5 de Mayo 123') and stay. Ten digits in one
//   run are a phone whatever they meant ('1000 10 1000' too): the rule errs on the safe side, and the writer can
//   say it in words.
// - An e-mail address, also written with 'arroba' and 'punto' ('ana arroba gmail punto com').
// - A link: anything with a scheme or 'www.', and a bare domain ending in a common ending (.com, .mx, .me...),
//   which covers wa.me/…, api.whatsapp.com/… and chat.whatsapp.com/….

export const MASK = '••••';

// The local part with every character an address may hold (RFC 5322's atext and dots).
const EMAIL =
  /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+\s*(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\barroba\b)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\bpunto\b)\s*[\p{L}\p{N}-]+)*\s*(?:\.|\bpunto\b)\s*[a-z]{2,}\b/giu;

const SCHEME_LINK = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)[^\s<>"]+/giu;
// The ending in lower case, as people type a domain: 'Hola.Me gustaría' (no space after the stop) is a sentence.
const DOMAIN_ENDINGS = 'com|mx|net|org|me|info|biz|io|co|ly|app|link|page|site|online|store|gl|gg|to|tv|us';
const BARE_DOMAIN = new RegExp(
  String.raw`\b(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:${DOMAIN_ENDINGS})\b(?:\.mx\b)?(?:[/?#][^\s<>"]*)?`,
  'gu',
);

// A run of digits, each group split from the next by at most one space, dot or dash (or '+'/'(' before a group
// and ')' after it, as '+52 (55) 1234-5678' has both). Its digits are counted below. A slash splits runs (dates
// are written with it, phones are not), and a run right after '$' or ',' is an amount ('$1,500.00').
const DIGIT_RUN = /(?<![$,\d])\+?\(?\d+\)?(?:[ .-]?\(?\d+\)?)*/gu;
const PHONE_DIGITS = 10;

// What each rule cannot match without: an e-mail's '@' or its spelling out, a scheme's '://' or 'www.', a phone's
// ten digits (anchored, so a long text is read once).
const EMAIL_SIGN = /@|[([]\s*at\s*[)\]]|\barroba\b/iu;
const LINK_SIGN = /:\/\/|www\./iu;
const DIGITS = new RegExp(String.raw`^(?:\D*\d){${PHONE_DIGITS}}`, 'u');

function maskPhones(text: string): string {
  return text.replace(DIGIT_RUN, (run) => (run.replace(/\D/gu, '').length >= PHONE_DIGITS ? MASK : run));
}

/**
 * What the other side reads of `text` before the service is confirmed: every phone number, e-mail address and
 * link replaced by MASK, and whether anything was (so the page can say why).
 */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  // Each rule runs only where what it needs is there (the answer is the same): most messages hold none of it, and
  // the e-mail rule alone cost more than the rest of reading a page of 30 messages.
  let masked = EMAIL_SIGN.test(text) ? text.replace(EMAIL, MASK) : text;
  if (LINK_SIGN.test(masked)) masked = masked.replace(SCHEME_LINK, MASK);
  if (masked.includes('.')) masked = masked.replace(BARE_DOMAIN, MASK);
  if (DIGITS.test(masked)) masked = maskPhones(masked);
  return { text: masked, masked: masked !== text };
}
