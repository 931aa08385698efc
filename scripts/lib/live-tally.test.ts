import { describe, expect, it } from 'vitest';
import { percentile } from './load-phase';
import { liveFailures, tally, type Receipt, type Sent } from './live-tally';

const sent = (messageId: string, recipient: string, sentAt: number, acceptedAt: number): Sent => ({
  messageId,
  recipient,
  sentAt,
  acceptedAt,
});
const read = (messageId: string, streamUser: string, at: number): Receipt => ({ messageId, streamUser, at });

describe('live load accounting', () => {
  it('counts each accepted message read once on its recipient’s stream, with its delays', () => {
    const result = tally(
      [sent('1', 'ana', 0, 10), sent('2', 'beto', 100, 120)],
      [read('2', 'beto', 130), read('1', 'ana', 40)],
    );
    expect(result).toMatchObject({ accepted: 2, delivered: 2, lost: [], duplicated: 0, misdelivered: 0 });
    expect(result.fromSend.max).toBe(40);
    expect(result.fromAnswer.max).toBe(30);
    expect(liveFailures(result)).toEqual([]);
  });

  it('tells lost, duplicated, misdelivered and unknown apart', () => {
    const result = tally(
      [sent('1', 'ana', 0, 5), sent('2', 'beto', 0, 5), sent('3', 'ana', 0, 5)],
      [
        read('1', 'ana', 10),
        read('1', 'ana', 11),
        read('2', 'ana', 12),
        read('9', 'ana', 13),
        read('3', 'ana', 14),
      ],
    );
    expect(result.lost).toEqual(['2']);
    expect(result).toMatchObject({ delivered: 2, duplicated: 1, misdelivered: 1, unknown: 1 });
    expect(liveFailures(result)).toEqual([
      '1 messages lost',
      '1 messages duplicated',
      "1 messages on someone else's stream",
    ]);
  });

  it('counts an event that came before the sender’s answer as delivered at once from the answer', () => {
    const result = tally([sent('1', 'ana', 0, 50)], [read('1', 'ana', 30)]);
    expect(result).toMatchObject({ beforeAnswer: 1, fromAnswer: { max: 0 }, fromSend: { max: 30 } });
  });

  it('fails a p99 over the target, measured from the request’s due instant', () => {
    const messages = Array.from({ length: 100 }, (_, i) => sent(String(i), 'ana', 0, 10));
    const receipts = messages.map((m, i) => read(m.messageId, 'ana', i < 98 ? 100 : 1_500));
    expect(tally(messages, receipts).fromSend.p99).toBe(1_500);
    expect(liveFailures(tally(messages, receipts))).toEqual(['delivery p99 1500 ms > 1000 ms']);
    expect(liveFailures(tally([], []))).toEqual(['no message was accepted']);
  });

  it('takes the percentile as the value at that rank of the sorted list', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(51);
    expect(percentile(values, 0.99)).toBe(100);
    expect(percentile([], 0.99)).toBe(0);
  });
});
