import type { LiveEvent } from './notify';

/** One open stream of a signed-in person: frames written to it, and how to end it. */
export interface LiveStream {
  readonly userId: string;
  write(frame: string): void;
  close(): void;
}

/** Open streams a person may keep on one instance; a sixth closes their oldest (a forgotten tab). */
export const MAX_STREAMS_PER_USER = 5;

// An event's type becomes an `event:` line: a line break in it would start a field of its own.
const EVENT_TYPE = /^[a-z][a-z0-9-]{0,40}$/;

/** One Server-Sent Events frame: its type, its id on this instance, the ids of what changed as JSON. */
export function eventFrame(type: string, id: number, data: Readonly<Record<string, string>>): string {
  return `event: ${type}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * This instance's open streams by person. An event goes to the streams of the people it names, each numbered
 * once per instance, in order; a stream that reconnects says the last number it saw (Last-Event-ID).
 */
export class LiveHub {
  #lastId = 0;
  readonly #streams = new Map<string, Set<LiveStream>>();

  /** The number of the last frame sent (0 before any). */
  get lastId(): number {
    return this.#lastId;
  }

  get size(): number {
    let size = 0;
    for (const streams of this.#streams.values()) size += streams.size;
    return size;
  }

  add(stream: LiveStream): void {
    let streams = this.#streams.get(stream.userId);
    if (!streams) this.#streams.set(stream.userId, (streams = new Set()));
    streams.add(stream);
    // A Set keeps the order streams were added in: the first is the oldest.
    while (streams.size > MAX_STREAMS_PER_USER) {
      const oldest = streams.values().next().value!;
      this.remove(oldest);
      oldest.close();
    }
  }

  remove(stream: LiveStream): void {
    const streams = this.#streams.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.#streams.delete(stream.userId);
  }

  /** Sends `event` to the open streams of the people it names, and to nobody else. */
  publish(event: LiveEvent): void {
    if (!EVENT_TYPE.test(event.type) || event.type === 'resync') return;
    const frame = eventFrame(event.type, ++this.#lastId, event.ids);
    for (const userId of new Set(event.users))
      for (const stream of this.#streams.get(userId) ?? []) stream.write(frame);
  }

  /**
   * Ends the open streams of these people on this instance: each gets a last `event` frame (a suspension's
   * 'signed-out'), then closes. Answers how many were closed.
   */
  endStreamsOf(userIds: readonly string[], event: string): number {
    let ended = 0;
    for (const userId of new Set(userIds)) {
      const streams = [...(this.#streams.get(userId) ?? [])];
      this.#streams.delete(userId);
      const frame = eventFrame(event, ++this.#lastId, {});
      for (const stream of streams) {
        stream.write(frame);
        stream.close();
        ended += 1;
      }
    }
    return ended;
  }

  /** Tells every open stream that events may have been missed: each reads what it shows again. */
  resyncAll(): void {
    const frame = eventFrame('resync', ++this.#lastId, {});
    for (const streams of this.#streams.values()) for (const stream of streams) stream.write(frame);
  }

  /** The frame a reconnecting stream gets first. */
  resyncFrame(): string {
    return eventFrame('resync', ++this.#lastId, {});
  }

  closeAll(): void {
    const all = [...this.#streams.values()].flatMap((streams) => [...streams]);
    this.#streams.clear();
    for (const stream of all) stream.close();
  }
}
