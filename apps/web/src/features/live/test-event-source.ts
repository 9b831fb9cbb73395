import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it, push events as the
 * server would write them, and break it. Install with installFakeEventSource(); it is removed
 * with the other mocks after each test.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private nextId = 1;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is open and says `ready`. */
  open(ready = { unreadNotifications: 0, unreadConversations: 0 }) {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
      this.dispatch('ready', ready);
    });
  }

  /** One event of the stream, with the next id. */
  emit(type: string, data: unknown) {
    act(() => this.dispatch(type, data));
  }

  /** The connection broke; `closed` when the server refused it (EventSource then gives up). */
  fail(closed = false) {
    act(() => {
      this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
      this.onerror?.(new Event('error'));
    });
  }

  private dispatch(type: string, data: unknown) {
    const id = String(this.nextId++);
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The stream the app opened last. */
export function lastStream(): FakeEventSource {
  const stream = FakeEventSource.instances.at(-1);
  if (!stream) throw new Error('The app opened no EventSource');
  return stream;
}
