import type { OutgoingHttpHeaders } from 'node:http';
import { EVENTS_HEARTBEAT_MS, EVENTS_RETRY_MS } from '@inkwell/domain/events/live-event.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import { onSessionsEnded, parseSessionEnds, SESSION_ENDS_CHANNEL } from '../../lib/auth/session-ends.ts';
import { hashSessionToken, SESSION_COOKIE } from '../../lib/auth/session-token.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { createEventHub, parseLastEventId } from './event-hub.ts';
import { registerHub } from './live-hubs.ts';
import { EVENTS_CHANNEL, pruneEvents } from './events.service.ts';

export interface EventsRoutesOptions {
  /** How often each stream gets a heartbeat comment and a catch-up (tests make it short). */
  heartbeatMs?: number;
  /** How often every stream's session is read again, the net under the session ends' announcements. */
  sessionCheckMs?: number;
}

/** The counts the `ready` event starts a stream with, from the features that own them (app.ts passes them in). */
export interface UnreadCounts {
  notifications(userId: string): Promise<number>;
  conversations(userId: string): Promise<number>;
}

/** Streams one person may hold open in one process (tabs, devices); more is 429. */
export const MAX_STREAMS_PER_USER = 10;
/**
 * Retry-After of the 503 LIVE_STREAMS_FULL: spread out, the refused
 * tabs come back over the next minute (web: 2, 5, 15, 60 s).
 */
const LIVE_STREAMS_RETRY_AFTER_SECONDS = 30;
/** A client that leaves this much unread text behind is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** A stream whose session ended unheard (a lost notification) ends within this (and the check's query). */
const SESSION_CHECK_MS = 1_000;

const EventsQuery = z.object({
  lastEventId: z
    .string()
    .max(32)
    .optional()
    .describe('The same as the Last-Event-ID header, for clients that cannot set it'),
});

const DESCRIPTION = `A Server-Sent Events stream (text/event-stream) of the signed-in user's live events. It starts with
\`retry: ${EVENTS_RETRY_MS}\` and a \`ready\` event { unreadNotifications, unreadConversations } whose id is where the
stream starts; every event has an \`id:\`. Reconnecting with the Last-Event-ID header (EventSource does it by itself) or
?lastEventId= replays every event after that id, in order; when the id is too old to replay (events are kept a day), the
stream sends \`resync\`: refetch what is shown. Types and their data (schemas in packages/domain/src/events):
message.created { message, conversation } (to both people of the conversation); conversation.read { conversationId,
userId, readAt } (a read receipt, to both); notification.created { notification, unread }; notification.read { ids, all,
unread }; resync {}. A comment line is sent every ${EVENTS_HEARTBEAT_MS / 1000} s. The stream ends within 2 s of its
session's end (sign-out, sign out everywhere, a device signed out, a password change or reset, a suspension, the
account's deletion, expiry) on every server process, and no event is written to it after that. 401 when not signed in,
429 TOO_MANY_STREAMS past ${MAX_STREAMS_PER_USER} open streams of one person, 503
LIVE_STREAMS_FULL (with Retry-After) when the process holds LIVE_STREAMS_MAX streams. The stream is not cut by the
request or idle timeouts; it ends when the server shuts down (clients reconnect).`;

/**
 * GET /api/events and the machinery behind it in this process: the LISTEN connection, the hub of
 * open streams, the heartbeat and the pruning of old events. On close, every stream ends first
 * (clients reconnect elsewhere), then the LISTEN connection.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions & { unread: UnreadCounts }> = async (
  app,
  options,
) => {
  const sessions = sessionsRepository(app.db);
  const hub = createEventHub({
    db: app.db,
    log: app.log,
    readyData: async (userId) => {
      const [unreadNotifications, unreadConversations] = await Promise.all([
        options.unread.notifications(userId),
        options.unread.conversations(userId),
      ]);
      return { unreadNotifications, unreadConversations };
    },
    liveSessions: (hashes) => sessions.findLiveTokenHashes(hashes, new Date()),
  });
  const unregister = registerHub(app.db, hub);
  const stopListening = await app.database.listen(EVENTS_CHANNEL, {
    onPayload: (payload) => hub.notified(payload),
    onReconnect: () => hub.catchUp(),
  });
  // A session's end closes its streams at once: heard in this process as it is made, from the others
  // with their commit; a lost notification or an expiry is found by the check every second.
  const stopHearingEnds = onSessionsEnded((hashes) => hub.ended(hashes));
  const stopListeningEnds = await app.database.listen(SESSION_ENDS_CHANNEL, {
    onPayload: (payload) => hub.ended(parseSessionEnds(payload)),
    onReconnect: () => void hub.checkSessions(),
  });
  const heartbeat = setInterval(() => void hub.tick(), options.heartbeatMs ?? EVENTS_HEARTBEAT_MS);
  heartbeat.unref();
  const sessionCheck = setInterval(() => void hub.checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionCheck.unref();
  const prune = () =>
    pruneEvents(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not prune old live events; it runs again in 10 minutes'),
    );
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onReady', async () => {
    void prune();
  });
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    clearInterval(pruning);
    stopHearingEnds();
    unregister();
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await stopListeningEnds();
  });

  app.get(
    '/events',
    {
      onRequest: signedIn,
      schema: {
        tags: ['events'],
        summary: 'Live events of the signed-in user (Server-Sent Events): new messages, read receipts, notifications',
        description: DESCRIPTION,
        produces: ['text/event-stream'],
        querystring: EventsQuery,
        response: { 200: z.string().describe('text/event-stream'), ...problemResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      if (hub.countFor(user.id) >= MAX_STREAMS_PER_USER) throw new DomainError('TOO_MANY_STREAMS');
      // The process's cap (LIVE_STREAMS_MAX): each stream holds a connection; the rest of the site keeps working.
      if (hub.size() >= app.config.liveStreamsMax) {
        throw new DomainError('LIVE_STREAMS_FULL', undefined, {
          headers: { 'retry-after': String(LIVE_STREAMS_RETRY_AFTER_SECONDS) },
        });
      }
      const header = request.headers['last-event-id'];
      const lastEventId = parseLastEventId(typeof header === 'string' ? header : request.query.lastEventId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      // A stream is quiet between heartbeats by design: the connection idle timeout is not for it. It
      // ends with its session, a client too slow to read, or the shutdown (preClose below).
      raw.socket?.setTimeout(0);
      let stop: (() => void) | null = null;
      let gone = false;
      raw.on('close', () => {
        gone = true;
        stop?.();
      });
      try {
        stop = await hub.open(
          {
            userId: user.id,
            sessionHash: hashSessionToken(request.cookies[SESSION_COOKIE] ?? ''),
            write: (text) => {
              if (raw.destroyed) return false;
              raw.write(text);
              return raw.writableLength <= MAX_BUFFERED_BYTES;
            },
            end: () => raw.end(),
          },
          lastEventId,
        );
        if (gone) stop();
      } catch (error) {
        request.log.error({ err: error }, 'could not open the live events stream');
        raw.end();
      }
    },
  );
};
