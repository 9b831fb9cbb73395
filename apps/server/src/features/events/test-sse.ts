/**
 * A small Server-Sent Events client over fetch, for the stream tests and bench/messages-latency.ts:
 * it reads text/event-stream as a browser's EventSource does (id, event, data, comments, retry).
 */

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** When the event was parsed (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body when the answer is not a stream (problem details). */
  body: string;
  events: SseEvent[];
  comments: string[];
  retry: number | null;
  /** The next event after those already taken (optionally of one type), or a timeout error. */
  next(type?: string, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, options: { cookie?: string; lastEventId?: string | number } = {}): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await fetch(url, { headers, signal: controller.signal });
  const isStream = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  let finished = false;
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    body: isStream ? '' : await response.text(),
    events,
    comments,
    retry: null,
    ended: Promise.resolve(),
    next(type, timeoutMs = 5_000) {
      return new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          while (taken < events.length) {
            const event = events[taken++]!;
            if (!type || event.event === type) {
              cleanup();
              return resolve(event);
            }
          }
          if (finished) {
            cleanup();
            reject(new Error(`the stream ended before ${type ?? 'an event'} came`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${type ?? 'event'} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  if (!isStream || !response.body) return stream;

  stream.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { id: string | null; event: string; data: string[] } = { id: null, event: 'message', data: [] };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') {
            if (current.data.length > 0) events.push({ id: current.id, event: current.event, data: current.data.join('\n'), at: performance.now() });
            current = { id: null, event: 'message', data: [] };
            wake();
          } else if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') current.id = value;
            else if (field === 'event') current.event = value;
            else if (field === 'data') current.data.push(value);
            else if (field === 'retry') stream.retry = Number(value);
          }
        }
      }
    } catch {
      // Aborted by close(), or the connection was cut.
    } finally {
      finished = true;
      wake();
    }
  })();
  return stream;
}

/** The data of an event as JSON. */
export const dataOf = <T = Record<string, unknown>>(event: SseEvent): T => JSON.parse(event.data) as T;
