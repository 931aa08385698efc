import { useEffect, useRef } from 'react';

/** What an event carries: the ids of what changed; the feature reads it through its own route. */
export type LiveIds = Readonly<Record<string, string>>;
type Handler = (ids: LiveIds) => void;

/** The part of EventSource this uses, so the sharing can be tested without a browser. */
export interface LiveSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

function parseIds(data: unknown): LiveIds {
  try {
    const ids: unknown = JSON.parse(String(data));
    return ids && typeof ids === 'object' ? (ids as LiveIds) : {};
  } catch {
    return {};
  }
}

/**
 * One stream shared by everything a tab shows: opened with the first subscriber, closed with the last. The
 * browser reconnects a dropped stream by itself; the server then says `resync` (and a reconnect is itself a
 * reason), so every feature that shows live data reads it again.
 */
export function createLiveConnection(open: () => LiveSource) {
  const handlers = new Map<string, Set<Handler>>();
  const resyncs = new Set<() => void>();
  let source: LiveSource | null = null;
  /** The types the current source already hands to `handlers`. */
  let attached = new Set<string>();
  let opened = false;
  let dropped = false;

  const resync = () => {
    for (const callback of resyncs) callback();
  };
  const listening = (type: string) => {
    if (!source || attached.has(type)) return;
    attached.add(type);
    source.addEventListener(type, (event) => {
      for (const handler of handlers.get(type) ?? []) handler(parseIds(event.data));
    });
  };
  const start = () => {
    if (source) return;
    source = open();
    attached = new Set();
    opened = false;
    source.addEventListener('open', () => {
      // The first opening is the page's own read; any later one follows a drop.
      if (opened && dropped) resync();
      opened = true;
      dropped = false;
    });
    source.addEventListener('error', () => (dropped = true));
    source.addEventListener('resync', resync);
    for (const type of handlers.keys()) listening(type);
  };
  const stopIfUnused = () => {
    if (handlers.size > 0 || resyncs.size > 0 || !source) return;
    source.close();
    source = null;
  };

  return {
    /** Calls `handler` with each event of `type`; returns how to stop. */
    on(type: string, handler: Handler): () => void {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      start();
      listening(type);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(type);
        stopIfUnused();
      };
    },
    /** Calls `callback` when events may have been missed (a reconnect, the server's resync). */
    onResync(callback: () => void): () => void {
      resyncs.add(callback);
      start();
      return () => {
        resyncs.delete(callback);
        stopIfUnused();
      };
    },
  };
}

let shared: ReturnType<typeof createLiveConnection> | null = null;
const tabConnection = () =>
  (shared ??= createLiveConnection(() => new EventSource('/api/live', { withCredentials: true })));

/** Calls `handler` for each live event of `type` while the component is mounted (one stream per tab). */
export function useLiveEvent(type: string, handler: Handler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => tabConnection().on(type, (ids) => latest.current(ids)), [type]);
}

/** Calls `refetch` whenever live events may have been missed, so what is shown is read again. */
export function useLiveResync(refetch: () => void) {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => tabConnection().onResync(() => latest.current()), []);
}
