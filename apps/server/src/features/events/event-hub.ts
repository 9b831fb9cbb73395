import { EVENTS_RETRY_MS, type LiveEventType } from '@inkwell/domain/events/live-event.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { eventsRepository } from './events.repository.ts';
import { parseNotificationPayload, type StoredEvent } from './events.service.ts';

/**
 * The open Server-Sent Events streams of this process. A stream remembers the last event id it
 * wrote; when a NOTIFY says a person has a newer event (or a heartbeat finds one), the stream reads
 * the person's events after that id from the log and writes them in order. Reading from the log,
 * never from the notification, is what makes delivery complete: a lost notification only delays
 * an event until the next heartbeat, a reconnecting client resumes from its Last-Event-ID.
 */

export interface StreamSink {
  userId: string;
  /** SHA-256 of the session cookie: the stream ends when the session does (any end, expiry). */
  sessionHash: string;
  /** Writes text to the response; false when the client reads too slowly (the stream then ends). */
  write(text: string): boolean;
  end(): void;
}

interface Stream extends StreamSink {
  lastSentId: number;
  ready: boolean;
  pulling: boolean;
  again: boolean;
  closed: boolean;
}

export interface EventHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** What the `ready` event tells a new stream (unread counts). */
  readyData(userId: string): Promise<Record<string, unknown>>;
  /** Which of these session hashes still belong to live sessions (indexed: the table's primary key). */
  liveSessions(hashes: string[]): Promise<Set<string>>;
}

const PAGE = 200;
const BATCH = 1000;

/** One event in the text/event-stream format; JSON never contains a raw line break, so data is one line. */
export function sseEvent(id: number | null, type: LiveEventType, data: unknown): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Last-Event-ID (header or query): a whole number, or null when absent or not one (a fresh start). */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createEventHub({ db, log, readyData, liveSessions }: EventHubOptions) {
  const streamsByUser = new Map<string, Set<Stream>>();
  const streamsBySession = new Map<string, Set<Stream>>();
  const repository = eventsRepository(db);
  let checking = false;

  const add = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(stream);
  };
  const drop = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) => {
    const streams = map.get(key);
    streams?.delete(stream);
    if (streams?.size === 0) map.delete(key);
  };
  const remove = (stream: Stream) => {
    drop(streamsByUser, stream.userId, stream);
    drop(streamsBySession, stream.sessionHash, stream);
  };

  const close = (stream: Stream) => {
    if (stream.closed) return;
    stream.closed = true;
    remove(stream);
    stream.end();
  };

  const write = (stream: Stream, text: string) => {
    if (!stream.closed && !stream.write(text)) close(stream);
  };

  /**
   * Whether the stream's session is still live, read after the events about to be written were
   * committed: an event written after its reader's session ended (a sign-out answered before the
   * event's change was made) would reach a device that is signed out. A stream whose session
   * has ended is closed. A failed read writes nothing now; the next notification or heartbeat tries again.
   */
  const stillLive = async (streams: Stream[]): Promise<Set<Stream>> => {
    const live = await liveSessions([...new Set(streams.map((stream) => stream.sessionHash))]);
    const kept = new Set<Stream>();
    for (const stream of streams) {
      if (live.has(stream.sessionHash)) kept.add(stream);
      else close(stream);
    }
    return kept;
  };

  const pull = async (stream: Stream): Promise<void> => {
    if (stream.closed || !stream.ready) return;
    if (stream.pulling) {
      stream.again = true;
      return;
    }
    stream.pulling = true;
    try {
      do {
        stream.again = false;
        const rows = await repository.listAfter(stream.userId, stream.lastSentId, PAGE);
        if (rows.length > 0 && !(await stillLive([stream])).has(stream)) break;
        for (const row of rows) {
          if (stream.closed) break;
          if (row.id <= stream.lastSentId) continue;
          write(stream, sseEvent(row.id, row.type as LiveEventType, row.data));
          stream.lastSentId = row.id;
        }
        if (rows.length === PAGE) stream.again = true;
      } while (stream.again && !stream.closed);
    } catch (error) {
      log.warn({ err: error, userId: stream.userId }, 'could not read live events; the next heartbeat tries again');
    } finally {
      stream.pulling = false;
    }
  };

  /**
   * Where a new stream of this person starts: the last id given out, read while holding the
   * person's event lock, so none of their events is still uncommitted below it and every later one
   * gets a higher id. (Their own last event id would do too, but may be days old, and an old id
   * looks like a gap after pruning.)
   */
  const position = (userId: string): Promise<number> =>
    db.transaction(async (tx) => {
      await eventsRepository(tx).lockPeople([userId]);
      return (await eventsRepository(tx).horizon()).last;
    });

  const all = () => [...streamsByUser.values()].flatMap((streams) => [...streams]);

  return {
    /** Open streams of this person in this process. */
    countFor(userId: string): number {
      return streamsByUser.get(userId)?.size ?? 0;
    },

    size(): number {
      return all().length;
    },

    /**
     * Starts a stream: registered first (so nothing committed from now on is missed), then told
     * where it starts: after lastEventId when the log still holds everything after it, else (no
     * id, an id from before the retention or from another database) at the current position, with
     * `resync` when events may have been missed.
     */
    async open(sink: StreamSink, lastEventId: number | null): Promise<() => void> {
      const stream: Stream = { ...sink, lastSentId: 0, ready: false, pulling: false, again: false, closed: false };
      add(streamsByUser, sink.userId, stream);
      add(streamsBySession, sink.sessionHash, stream);
      const stop = () => close(stream);
      try {
        // Registered first, then checked: a session that ends from now on is heard (ended() below).
        if (!(await stillLive([stream])).has(stream)) return stop;
        const { oldest, last } = await repository.horizon();
        const missed =
          lastEventId !== null &&
          (lastEventId > last || (oldest === null ? lastEventId < last : lastEventId + 1 < oldest));
        const start = lastEventId === null || missed ? await position(sink.userId) : lastEventId;
        write(stream, `retry: ${EVENTS_RETRY_MS}\n\n`);
        write(stream, sseEvent(start, 'ready', await readyData(sink.userId)));
        if (missed) write(stream, sseEvent(null, 'resync', {}));
        stream.lastSentId = start;
        stream.ready = true;
      } catch (error) {
        close(stream);
        throw error;
      }
      await pull(stream);
      return stop;
    },

    /** A NOTIFY payload `userId:eventId`: the person's streams in this process read their new events. */
    notified(payload: string): void {
      const parsed = parseNotificationPayload(payload);
      if (!parsed) return;
      for (const stream of streamsByUser.get(parsed.userId) ?? []) {
        if (stream.lastSentId < parsed.eventId) void pull(stream);
      }
    },

    /**
     * Events this process has just committed (publish() then the commit): once one read has found
     * their streams' sessions live (the others close), each stream of their people writes them
     * when it has written everything of that person up to the event before them (`previousId`)
     * and is not reading the log; otherwise it reads the log, as for a NOTIFY. The NOTIFY that
     * follows then finds the stream up to date, so nothing is written twice.
     */
    deliver(stored: StoredEvent[]): void {
      const byUser = new Map<string, StoredEvent[]>();
      for (const event of stored) byUser.set(event.userId, [...(byUser.get(event.userId) ?? []), event]);
      const streams = [...byUser.keys()].flatMap((userId) => [...(streamsByUser.get(userId) ?? [])]);
      const ready = streams.filter((stream) => !stream.closed && stream.ready);
      if (ready.length === 0) return;
      void stillLive(ready)
        .then((live) => {
          for (const stream of live) {
            const events = byUser.get(stream.userId)!;
            if (stream.closed) continue;
            if (stream.pulling || stream.lastSentId < events[0]!.previousId) {
              void pull(stream);
              continue;
            }
            for (const event of events) {
              if (stream.closed || event.id <= stream.lastSentId) continue;
              write(stream, sseEvent(event.id, event.type as LiveEventType, event.data));
              stream.lastSentId = event.id;
            }
          }
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'could not check the sessions of live streams; they read their events later');
          for (const stream of ready) void pull(stream);
        });
    },

    /**
     * Sessions have ended (announced by this process as it ended them, or by any process through
     * the notification sent with the commit): their streams close at once.
     */
    ended(tokenHashes: readonly string[]): void {
      for (const hash of tokenHashes) for (const stream of [...(streamsBySession.get(hash) ?? [])]) close(stream);
    },

    /**
     * The net under the announcements (a lost notification, an expiry, a suspension): every stream's
     * session is read again, a thousand per indexed query; those that ended close. Runs about every
     * second, never two at once.
     */
    async checkSessions(): Promise<void> {
      if (checking) return;
      checking = true;
      try {
        for (const batch of chunks(all(), BATCH)) await stillLive(batch);
      } catch (error) {
        log.warn({ err: error }, 'live streams could not check their sessions; the next check tries again');
      } finally {
        checking = false;
      }
    },

    /** Every stream reads what it may have missed (after the listening connection came back). */
    catchUp(): void {
      for (const stream of all()) void pull(stream);
    },

    /**
     * The heartbeat: a comment on every stream (proxies close idle connections) and a catch-up for
     * any stream behind the log (a lost notification). Ended sessions are checkSessions()'s.
     */
    async tick(): Promise<void> {
      for (const stream of all()) write(stream, ': heartbeat\n\n');
      try {
        const open = all();
        for (const batch of chunks([...new Set(open.map((stream) => stream.userId))], BATCH)) {
          const lastIds = await repository.lastIdsOf(batch);
          for (const stream of open) if ((lastIds.get(stream.userId) ?? 0) > stream.lastSentId) void pull(stream);
        }
      } catch (error) {
        log.warn({ err: error }, 'live events heartbeat could not check the streams');
      }
    },

    /** Ends every stream (shutdown): clients reconnect, to another process or to this one restarted. */
    closeAll(): void {
      for (const stream of all()) close(stream);
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
