// The accounting of a live load run (LOAD_MODE=live): every message the API accepted must reach the stream of
// its recipient exactly once, and no other stream. Events may arrive before the sender's answer does (the
// notification leaves at commit, the answer after it), so receipts are kept as they come and matched at the end.
import { percentile } from './load-phase';

/** A message the API accepted (201): its id, whom it was for, when the request left and when it was answered. */
export interface Sent {
  messageId: string;
  recipient: string;
  /** performance.now() when the request was due to leave (open loop: its slot, not when a socket was free). */
  sentAt: number;
  acceptedAt: number;
}

/** A 'message' event read on the stream of `streamUser`. */
export interface Receipt {
  messageId: string;
  streamUser: string;
  at: number;
}

export interface LiveTally {
  accepted: number;
  delivered: number;
  /** Accepted and never read on the recipient's stream. */
  lost: string[];
  /** Read more than once on the recipient's stream(s): the extra copies. */
  duplicated: number;
  /** Read on the stream of someone it was not for. */
  misdelivered: number;
  /** Read, but of no accepted message (a send that failed after its commit, or a stray event). */
  unknown: number;
  /** Read before its sender had the answer: for those the delay from the answer counts as 0. */
  beforeAnswer: number;
  /** ms from the request's due instant to the first copy on the recipient's stream. */
  fromSend: { p50: number; p99: number; max: number };
  /** ms from the sender's answer to that copy (0 when the event came first). */
  fromAnswer: { p50: number; p99: number; max: number };
}

const summary = (values: number[]) => ({
  p50: percentile(values, 0.5),
  p99: percentile(values, 0.99),
  max: values.reduce((max, value) => Math.max(max, value), 0),
});

export function tally(sent: readonly Sent[], receipts: readonly Receipt[]): LiveTally {
  const byId = new Map(sent.map((message) => [message.messageId, message]));
  const firstAt = new Map<string, number>();
  let duplicated = 0;
  let misdelivered = 0;
  let unknown = 0;
  for (const receipt of receipts) {
    const message = byId.get(receipt.messageId);
    if (!message) unknown += 1;
    else if (receipt.streamUser !== message.recipient) misdelivered += 1;
    else if (firstAt.has(receipt.messageId)) duplicated += 1;
    else firstAt.set(receipt.messageId, receipt.at);
  }
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  const lost: string[] = [];
  let beforeAnswer = 0;
  for (const message of sent) {
    const at = firstAt.get(message.messageId);
    if (at === undefined) {
      lost.push(message.messageId);
      continue;
    }
    fromSend.push(at - message.sentAt);
    if (at < message.acceptedAt) beforeAnswer += 1;
    fromAnswer.push(Math.max(0, at - message.acceptedAt));
  }
  return {
    accepted: sent.length,
    delivered: firstAt.size,
    lost,
    duplicated,
    misdelivered,
    unknown,
    beforeAnswer,
    fromSend: summary(fromSend),
    fromAnswer: summary(fromAnswer),
  };
}

/** The targets for 1,000 streams and 50 messages a second: what failed, in words. */
export function liveFailures(result: LiveTally, p99TargetMs = 1_000): string[] {
  const failures: string[] = [];
  if (result.accepted === 0) failures.push('no message was accepted');
  if (result.lost.length > 0) failures.push(`${result.lost.length} messages lost`);
  if (result.duplicated > 0) failures.push(`${result.duplicated} messages duplicated`);
  if (result.misdelivered > 0) failures.push(`${result.misdelivered} messages on someone else's stream`);
  if (result.fromSend.p99 > p99TargetMs)
    failures.push(`delivery p99 ${result.fromSend.p99.toFixed(0)} ms > ${p99TargetMs} ms`);
  return failures;
}
