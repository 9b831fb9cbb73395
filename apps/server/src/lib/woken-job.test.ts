import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, test, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { startWokenJob } from './woken-job.ts';

/** An app whose database only takes LISTENs: `notify(channel)` plays a commit's NOTIFY. */
function appWithChannels() {
  const listeners = new Map<string, () => void>();
  const app = Fastify({ logger: false });
  const listen: DatabaseHandle['listen'] = async (channel, handlers) => {
    listeners.set(channel, () => handlers.onPayload(''));
    return async () => void listeners.delete(channel);
  };
  app.decorate('database', { listen } as unknown as DatabaseHandle);
  return { app, notify: (channel: string) => listeners.get(channel)?.(), listening: () => [...listeners.keys()] };
}

/** A pass that waits until `release()` is called, counting its runs. */
function heldPass(more: () => boolean = () => false) {
  let runs = 0;
  let release = () => {};
  const pass = vi.fn(async () => {
    runs += 1;
    await new Promise<void>((resolve) => (release = resolve));
    return more();
  });
  return { pass, runs: () => runs, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
let app: FastifyInstance | null = null;
afterEach(async () => app?.close());

test('a wake runs a pass; wakes during it run exactly one more after it', async () => {
  const context = appWithChannels();
  app = context.app;
  const held = heldPass();
  const job = await startWokenJob(app, { name: 'test job', everyMs: 60_000, pass: held.pass });
  job.wake();
  await settle();
  job.wake();
  job.wake();
  held.release();
  await settle();
  expect(held.runs()).toBe(2);
  held.release();
  await settle();
  expect(held.runs()).toBe(2);
});

test("a NOTIFY on the job's channel wakes it, and a pass that answers true runs again at once", async () => {
  const context = appWithChannels();
  app = context.app;
  let left = 3;
  const pass = vi.fn(async () => (left -= 1) > 0);
  await startWokenJob(app, { name: 'test job', everyMs: 60_000, pass, channel: 'test_channel' });
  expect(context.listening()).toEqual(['test_channel']);
  context.notify('test_channel');
  await settle();
  expect(pass).toHaveBeenCalledTimes(3);
});

test('a failed pass is logged and the next wake runs again', async () => {
  const context = appWithChannels();
  app = context.app;
  const warn = vi.spyOn(app.log, 'warn');
  const pass = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(false);
  const job = await startWokenJob(app, { name: 'test job', everyMs: 60_000, pass });
  job.wake();
  await settle();
  expect(warn).toHaveBeenCalledWith(
    expect.objectContaining({ job: 'test job' }),
    'test job failed; it runs again shortly',
  );
  job.wake();
  await settle();
  expect(pass).toHaveBeenCalledTimes(2);
});

test('closing stops the listener, waits for the pass under way, then runs onClose; no pass starts after', async () => {
  const context = appWithChannels();
  const closing = context.app;
  const held = heldPass(() => true);
  const order: string[] = [];
  const job = await startWokenJob(closing, {
    name: 'test job',
    everyMs: 60_000,
    pass: held.pass,
    channel: 'c',
    onClose: () => order.push('onClose'),
  });
  job.wake();
  await settle();
  const closed = closing.close().then(() => order.push('closed'));
  await settle();
  expect(context.listening()).toEqual([]);
  expect(order).toEqual([]);
  held.release();
  await closed;
  expect(order).toEqual(['onClose', 'closed']);
  job.wake();
  await settle();
  expect(held.runs()).toBe(1);
});

test('everyMs 0 turns the job off: wakes do nothing, nothing listens, onClose still runs', async () => {
  const context = appWithChannels();
  const off = context.app;
  const pass = vi.fn(async () => false);
  const onClose = vi.fn();
  const job = await startWokenJob(off, { name: 'test job', everyMs: 0, pass, channel: 'c', onClose });
  job.wake();
  await settle();
  expect(pass).not.toHaveBeenCalled();
  expect(context.listening()).toEqual([]);
  await off.close();
  expect(onClose).toHaveBeenCalledTimes(1);
});
