import { describe, expect, it } from 'vitest';
import { CONVERSATION_CLOSE_DAYS, conversationClosed, subjectPath } from './conversations';

const DAY_MS = 86_400_000;

describe('conversations', () => {
  it('closes a conversation exactly 30 days after what it is about ended, and never one still going on', () => {
    const ended = new Date('2026-11-01T18:00:00.000Z');
    const at = (ms: number) => new Date(ended.getTime() + ms);
    expect(CONVERSATION_CLOSE_DAYS).toBe(30);
    expect(conversationClosed(ended, at(30 * DAY_MS - 1))).toBe(false);
    expect(conversationClosed(ended, at(30 * DAY_MS))).toBe(true);
    expect(conversationClosed(null, at(3_650 * DAY_MS))).toBe(false);
  });

  it('links each side to where the subject is in their own panel', () => {
    expect(subjectPath('client', 'request')).toBe('/cliente/solicitudes');
    expect(subjectPath('client', 'service')).toBe('/cliente/programados');
    expect(subjectPath('provider', 'service')).toBe('/proveedor/calendario');
    expect(subjectPath('provider', 'plan')).toBe('/proveedor/recurrentes');
  });
});
