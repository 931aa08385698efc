import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client';
import { LiveHub, type LiveStream } from './hub';
import { LIVE_CHANNEL, parseLiveEvent, SIGNED_OUT } from './notify';

/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** A stream ends after this long: the browser reconnects at once and the session is checked again. */
export const STREAM_LIFETIME_MS = 10 * 60_000;

export interface LiveOptions {
  database: DatabaseHandle;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  lifetimeMs?: number;
}

/**
 * GET /api/live: the signed-in person's live events as Server-Sent Events. Every instance LISTENs on the
 * database (one session of its own) and hands each committed event to the streams of the people it names.
 */
export async function liveRoutes(
  app: FastifyInstance,
  { database, heartbeatMs, lifetimeMs = STREAM_LIFETIME_MS }: LiveOptions,
) {
  const hub = new LiveHub();
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(LIVE_CHANNEL, {
      notify(payload) {
        const event = parseLiveEvent(payload);
        if (event?.type === SIGNED_OUT) {
          // A suspension, made on any instance: this one trusts no cached session check any more (the
          // reconnect is refused at once) and ends the person's streams.
          app.forgetSessions();
          hub.endStreamsOf(event.users, SIGNED_OUT);
        } else if (event) hub.publish(event);
      },
      resumed: () => hub.resyncAll(),
    });
  });
  // Before the server waits for its connections to end (onClose comes after): an open stream never would.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/live',
    {
      schema: {
        response: {
          200: {
            description: `Server-Sent Events, never compressed: first \`retry: ${RETRY_MS}\` and the instance's last event id; then each event as \`event: <type>\`, \`id: <number, increasing on this instance>\` and \`data: <JSON of the ids of what changed>\` (never content: read it through its own route), a comment line every ${heartbeatMs / 1000} s, and \`event: resync\` (data \`{}\`) first on a reconnect that sends \`Last-Event-ID\` and whenever this instance may have missed events: read again what is shown. \`event: signed-out\` (data \`{}\`) when the account is suspended: the stream ends after it and a reconnect is refused. At most 5 open streams per account (the oldest is closed); a stream ends after ${lifetimeMs / 60_000} minutes and the browser reconnects.`,
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
      compress: false,
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const body = new PassThrough();
      const timers: NodeJS.Timeout[] = [];
      let open = true;
      const stream: LiveStream = {
        userId: request.user!.id,
        write: (frame) => void (open && body.write(frame)),
        close: () => void (open && body.end()),
      };
      const end = () => {
        if (!open) return;
        open = false;
        for (const timer of timers) clearTimeout(timer);
        hub.remove(stream);
        if (!body.writableEnded) body.end();
      };
      reply.raw.once('close', end);
      body.once('finish', end);
      body.once('close', end);
      body.write(`retry: ${RETRY_MS}\nid: ${hub.lastId}\n\n`);
      if (request.headers['last-event-id'] !== undefined) body.write(hub.resyncFrame());
      timers.push(setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs).unref());
      timers.push(setTimeout(() => stream.close(), lifetimeMs).unref());
      hub.add(stream);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The connection ends with its stream: left open for reuse, one whose client went away unseen kept the
          // server's close waiting for the keep-alive timeout (72 s).
          .header('connection', 'close')
          // The schema's string describes the document; the answer itself is this stream.
          .send(body as unknown as string)
      );
    },
  );
}
