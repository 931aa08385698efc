import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationMessage } from '#shared/schemas/conversations';
import { useLiveEvent, useLiveResync } from '#web/lib/live';
import { fetchMessages } from './api';
import { markSeenUpTo, mergeMessages } from './message-log';

type Log = {
  messages: ConversationMessage[];
  /** There are older messages than the first shown. */
  older: boolean;
  status: 'loading' | 'failed' | 'ready';
  loadingOlder: boolean;
  /** Ids that arrived by the live stream (not the first read, not mine): the live region reads them out. */
  arrived: number[];
};

const START: Log = { messages: [], older: false, status: 'loading', loadingOlder: false, arrived: [] };

/**
 * A conversation's messages as the page shows them: the newest page first, older pages `before` the first shown,
 * newer ones `after` the last shown whenever the live stream says one came (or that events may have been missed),
 * each message once by its id.
 */
export function useMessageLog(id: string) {
  const [log, setLog] = useState<Log>(START);
  const latest = useRef(log);
  latest.current = log;
  // One catch-up at a time; an event during it asks for one more round instead of a second request beside it.
  const catching = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });

  const loadNewest = useCallback(async () => {
    try {
      const page = await fetchMessages(id, {});
      setLog((log) => ({
        ...log,
        messages: mergeMessages(log.messages, page.messages),
        older: log.status === 'ready' ? log.older : page.more,
        status: 'ready',
      }));
    } catch {
      setLog((log) => (log.status === 'ready' ? log : { ...log, status: 'failed' }));
    }
  }, [id]);

  const catchUp = useCallback(async () => {
    const state = catching.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const last = latest.current.messages.at(-1)?.id;
        if (last === undefined) {
          await loadNewest();
          continue;
        }
        const page = await fetchMessages(id, { after: last });
        const known = new Set(latest.current.messages.map((message) => message.id));
        const fresh = page.messages.filter((message) => !message.mine && !known.has(message.id));
        setLog((log) => ({
          ...log,
          messages: mergeMessages(log.messages, page.messages),
          arrived: [...log.arrived, ...fresh.map((message) => message.id)],
        }));
        latest.current = {
          ...latest.current,
          messages: mergeMessages(latest.current.messages, page.messages),
        };
        if (page.more) state.again = true;
      } while (state.again);
    } catch {
      // The next event or resync reads again from the last message shown.
    } finally {
      state.running = false;
    }
  }, [id, loadNewest]);

  const loadOlder = useCallback(async () => {
    const first = latest.current.messages[0]?.id;
    if (first === undefined || latest.current.loadingOlder) return;
    setLog((log) => ({ ...log, loadingOlder: true }));
    try {
      const page = await fetchMessages(id, { before: first });
      setLog((log) => ({
        ...log,
        messages: mergeMessages(log.messages, page.messages),
        older: page.more,
        loadingOlder: false,
      }));
    } catch {
      setLog((log) => ({ ...log, loadingOlder: false }));
    }
  }, [id]);

  const added = useCallback((message: ConversationMessage) => {
    setLog((log) => ({ ...log, messages: mergeMessages(log.messages, [message]) }));
  }, []);

  useEffect(() => {
    setLog(START);
    void loadNewest();
  }, [loadNewest]);

  useLiveEvent('message', (ids) => {
    if (ids.conversationId === id) void catchUp();
  });
  useLiveEvent('seen', (ids) => {
    if (ids.conversationId !== id) return;
    const upTo = Number(ids.upTo);
    setLog((log) => ({ ...log, messages: markSeenUpTo(log.messages, upTo, new Date().toISOString()) }));
  });
  // An operator hid a message: read it again, now as 'Mensaje oculto por moderación.', if it is shown.
  useLiveEvent('message-hidden', (ids) => {
    if (ids.conversationId !== id) return;
    const hidden = Number(ids.messageId);
    fetchMessages(id, { before: hidden + 1, limit: 1 })
      .then((page) => {
        const again = page.messages.filter((message) => message.id === hidden);
        setLog((log) =>
          log.messages.some((message) => message.id === hidden)
            ? { ...log, messages: mergeMessages(log.messages, again) }
            : log,
        );
      })
      .catch(() => undefined);
  });
  // Every message shown read again, newest page first, back to the first shown: a service of the two confirmed
  // meanwhile shows the contact details the other side wrote, no longer masked.
  const readAgain = useCallback(async () => {
    const first = latest.current.messages[0]?.id;
    let before: number | undefined;
    for (;;) {
      const page = await fetchMessages(id, { before });
      setLog((log) => ({ ...log, messages: mergeMessages(log.messages, page.messages) }));
      const oldest = page.messages[0]?.id;
      if (first === undefined || !page.more || oldest === undefined || oldest <= first) return;
      before = oldest;
    }
  }, [id]);

  // Missed events: newer messages after the last shown, and the newest page again for its 'Visto' marks.
  useLiveResync(() => void catchUp().then(loadNewest));

  return { ...log, loadOlder, added, readAgain, retry: loadNewest };
}
