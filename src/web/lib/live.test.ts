import { describe, expect, it } from 'vitest';
import { createLiveConnection, type LiveSource } from './live';

class FakeSource implements LiveSource {
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close() {
    this.closed = true;
  }
}

function connection() {
  const sources: FakeSource[] = [];
  const live = createLiveConnection(() => {
    const source = new FakeSource();
    sources.push(source);
    return source;
  });
  return { live, sources };
}

describe('the tab’s one live stream', () => {
  it('opens one stream for every subscriber, hands each its type’s ids, and closes with the last', () => {
    const { live, sources } = connection();
    const messages: unknown[] = [];
    const reads: unknown[] = [];
    const stopMessages = live.on('message', (ids) => messages.push(ids));
    const stopReads = live.on('read', (ids) => reads.push(ids));
    expect(sources).toHaveLength(1);
    sources[0]!.emit('message', '{"messageId":"m1"}');
    sources[0]!.emit('read', 'not json');
    expect(messages).toEqual([{ messageId: 'm1' }]);
    expect(reads).toEqual([{}]);
    stopMessages();
    expect(sources[0]!.closed).toBe(false);
    stopReads();
    expect(sources[0]!.closed).toBe(true);
  });

  it('hands an event once to a handler that subscribes again to a type it left', () => {
    const { live, sources } = connection();
    const keep = live.onResync(() => {});
    live.on('message', () => {})();
    const seen: unknown[] = [];
    live.on('message', (ids) => seen.push(ids));
    sources[0]!.emit('message', '{"a":"1"}');
    expect(seen).toEqual([{ a: '1' }]);
    keep();
  });

  it('asks to read again on the server’s resync and on a reconnect, not on the first opening', () => {
    const { live, sources } = connection();
    let resyncs = 0;
    live.onResync(() => (resyncs += 1));
    const source = sources[0]!;
    source.emit('open');
    expect(resyncs).toBe(0);
    source.emit('error');
    source.emit('open');
    expect(resyncs).toBe(1);
    source.emit('resync', '{}');
    expect(resyncs).toBe(2);
  });
});
