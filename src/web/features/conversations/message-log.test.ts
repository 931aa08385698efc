import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '#shared/schemas/conversations';
import { markSeenUpTo, mergeMessages, myNewest, newestUnseen } from './message-log';

// Cast: the fields these rules do not read (photos, moderation) are left out.
const message = (id: number, mine: boolean, seenAt: string | null = null) =>
  ({
    id,
    mine,
    body: `mensaje ${id}`,
    masked: false,
    createdAt: '2026-11-29T10:00:00.000Z',
    seenAt,
  }) as ConversationMessage;

describe('mergeMessages', () => {
  it('shows a message read twice (a live event racing a page, a resync) once, oldest first', () => {
    const shown = [message(2, true), message(3, false)];
    const merged = mergeMessages(shown, [message(3, false), message(4, false), message(1, true)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('takes a page read again as the newer truth, so its Visto shows', () => {
    const merged = mergeMessages([message(5, true)], [message(5, true, '2026-11-29T10:01:00.000Z')]);
    expect(merged[0]!.seenAt).toBe('2026-11-29T10:01:00.000Z');
  });
});

describe('seen marks', () => {
  it('marks only my messages up to the id the other side saw', () => {
    const marked = markSeenUpTo([message(1, true), message(2, false), message(3, true)], 2, 'ahora');
    expect(marked.map((item) => item.seenAt)).toEqual(['ahora', null, null]);
  });

  it('asks to mark seen up to the other side’s newest message while I have not seen it', () => {
    expect(newestUnseen([message(1, false), message(2, false), message(3, true)])).toBe(2);
    expect(newestUnseen([message(1, false), message(2, false, 'antes'), message(3, true)])).toBeNull();
    expect(newestUnseen([message(3, true)])).toBeNull();
  });

  it('writes Enviado or Visto under my newest message', () => {
    expect(myNewest([message(1, true), message(2, true), message(3, false)])?.id).toBe(2);
    expect(myNewest([message(3, false)])).toBeUndefined();
  });
});
