import { afterEach, describe, expect, it } from 'vitest';
import type { CrossTabPort } from '#application/ports/cross-tab.port';
import { BroadcastChannelCrossTab } from '#infrastructure/browser/broadcast-channel-cross-tab';
import { z } from '#contract/zod';
import { probe } from '#test/support/cross-tab-probe';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';

type Ping = { readonly n: number; readonly tags: readonly string[] };

const pingSchema: z.ZodType<Ping> = z.object({ n: z.number(), tags: z.array(z.string()) });

type ClosableTab = CrossTabPort<Ping> & { close(): void };

/** What every CrossTabPort must do, given a way to open tabs of one browser on one channel. */
const crossTabContract = (name: string, browser: () => () => ClosableTab) => {
  describe(`CrossTabPort contract: ${name}`, () => {
    const opened: ClosableTab[] = [];
    const open = (openTab: () => ClosableTab) => {
      const tab = openTab();
      opened.push(tab);
      return tab;
    };

    afterEach(() => {
      for (const tab of opened.splice(0)) tab.close();
    });

    it('delivers to the other tab an equal copy, and not back to the sender', async () => {
      const openTab = browser();
      const [a, b] = [open(openTab), open(openTab)];
      const atA = probe(a);
      const atB = probe(b);
      const message: Ping = { n: 1, tags: ['x'] };

      a.publish(message);
      b.publish({ n: 2, tags: [] });

      expect(await atB.received(1)).toEqual([message]);
      expect(atB.messages[0]).not.toBe(message);
      expect(await atA.received(1)).toEqual([{ n: 2, tags: [] }]);
    });

    it('keeps the order of publication and reaches every other tab', async () => {
      const openTab = browser();
      const [a, b, c] = [open(openTab), open(openTab), open(openTab)];
      const atB = probe(b);
      const atC = probe(c);
      for (const n of [1, 2, 3]) a.publish({ n, tags: [] });
      const expected = [1, 2, 3].map((n) => ({ n, tags: [] }));
      expect(await atB.received(3)).toEqual(expected);
      expect(await atC.received(3)).toEqual(expected);
    });

    it('stops a listener that unsubscribed, and only that one', async () => {
      const openTab = browser();
      const [a, b] = [open(openTab), open(openTab)];
      const leaving = probe(b);
      const staying = probe(b);
      leaving.unsubscribe();
      a.publish({ n: 7, tags: [] });
      await staying.received(1);
      expect(leaving.messages).toEqual([]);
    });
  });
};

let channelCount = 0;

crossTabContract('BroadcastChannelCrossTab', () => {
  const channelName = `contract-${(channelCount += 1)}`;
  return () => new BroadcastChannelCrossTab({ channelName, schema: pingSchema });
});

crossTabContract('InMemoryCrossTab', () => {
  const hub = new InMemoryCrossTab<Ping>();
  return () => hub.openTab();
});
