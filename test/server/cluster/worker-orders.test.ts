import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { LEAVING_MESSAGE, RELEASE_MESSAGE, STOP_MESSAGE } from '#server/cluster/cluster-messages';
import { followPrimary } from '#server/cluster/worker-orders';
import type { StopCause } from '#server/start-server';
import { fakeProcessChannel } from '#test/support/server/cluster/fake-process-channel';

const worker = () => {
  const primary = fakeProcessChannel();
  const signals = new EventEmitter();
  const orders = followPrimary(primary.channel, signals);
  const stops: StopCause[] = [];
  return { primary, signals, orders, stops, serve: () => orders.stopWith((cause) => stops.push(cause)) };
};

describe("a worker's orders", () => {
  it('stop the worker when the primary asks', () => {
    const w = worker();
    w.serve();
    w.primary.deliver({ kind: 'audiora.catalogue-changed', locale: 'pl', productIds: ['p1'] });
    expect(w.stops).toEqual([]);
    w.primary.deliver(STOP_MESSAGE);
    expect(w.stops).toEqual([{ askedBy: 'primary' }]);
  });

  it('keep an order that came while the worker was starting, and stop it as soon as it serves', () => {
    const w = worker();
    w.primary.deliver(STOP_MESSAGE);
    expect(w.stops).toEqual([]);
    w.serve();
    expect(w.stops).toEqual([{ askedBy: 'primary' }]);
  });

  it('stop the worker on SIGTERM sent to it alone', () => {
    const w = worker();
    w.serve();
    w.signals.emit('SIGTERM');
    expect(w.stops).toEqual([{ signal: 'SIGTERM' }]);
  });

  it("leave Ctrl-C and a terminal's hang-up to the primary, without the default of dying at once", () => {
    const w = worker();
    w.serve();
    expect(w.signals.listenerCount('SIGINT')).toBe(1);
    expect(w.signals.listenerCount('SIGHUP')).toBe(1);
    w.signals.emit('SIGINT');
    w.signals.emit('SIGHUP');
    expect(w.stops).toEqual([]);
  });

  it('let the worker exit only once the primary answers its leaving, so no connection on its way is lost', async () => {
    const w = worker();
    w.serve();
    let left = false;
    const leaving = w.orders.leave().then(() => (left = true));
    expect(w.primary.sent).toEqual([LEAVING_MESSAGE]);
    w.primary.deliver(STOP_MESSAGE);
    w.primary.deliver({ kind: 'audiora.catalogue-changed', locale: 'pl', productIds: ['p1'] });
    await Promise.resolve();
    expect(left).toBe(false);
    w.primary.deliver(RELEASE_MESSAGE);
    await leaving;
    expect(left).toBe(true);
  });

  it('let the worker exit at once when its primary is gone', async () => {
    const w = worker();
    w.serve();
    w.primary.disconnect();
    await w.orders.leave();
    expect(w.primary.sent).toEqual([]);
  });
});
