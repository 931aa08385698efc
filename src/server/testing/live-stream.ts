import { TEST_ORIGIN } from './harness';

/** One Server-Sent Events frame as read: its fields, or the comment a heartbeat is. */
export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon) as keyof SseFrame;
    if (['event', 'id', 'data', 'retry'].includes(field)) frame[field] = line.slice(colon + 1).trimStart();
  }
  return frame;
}

/**
 * GET /api/live over a real connection (app.inject waits for an answer's end, which a stream never reaches), read
 * frame by frame. `next` waits for the next frame that matches, past those already taken; nothing waits on a time.
 */
export async function openLiveStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { origin: TEST_ORIGIN, cookie, 'accept-encoding': 'br, gzip', ...headers },
    signal: abort.signal,
  });
  const frames: SseFrame[] = [];
  let taken = 0;
  let wake = () => {};
  let ended = false;
  const closed = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake();
    }
  })();
  return {
    response,
    frames,
    /** Resolves when the server ends the stream (or close() does). */
    closed,
    async next(matches: (frame: SseFrame) => boolean = () => true, what = 'a frame'): Promise<SseFrame> {
      for (;;) {
        while (taken < frames.length) {
          const frame = frames[taken++]!;
          if (matches(frame)) return frame;
        }
        if (ended) throw new Error(`the stream ended before ${what}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    /** The next frame that is an event (heartbeats skipped). */
    nextEvent(what = 'an event') {
      return this.next((frame) => frame.event !== undefined, what);
    },
    close() {
      abort.abort();
      return closed;
    },
  };
}

export type LiveStreamReader = Awaited<ReturnType<typeof openLiveStream>>;
