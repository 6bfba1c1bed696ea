import { describe, expect, it } from 'vitest';
import { clusterCatalogueChanges } from '#server/cluster/cluster-catalogue-changes';
import type { CatalogueChange } from '#server/search/indexing/catalogue-changes.port';
import { fakeProcessChannel } from '#test/support/server/cluster/fake-process-channel';

const CHANGE = { kind: 'audiora.catalogue-changed', locale: 'cz', productIds: ['p1'] };

describe("a worker's catalogue changes under node:cluster", () => {
  it('are sent to the primary as a message naming the market and the products', () => {
    const primary = fakeProcessChannel();
    clusterCatalogueChanges(primary.channel).publish({ locale: 'cz', productIds: ['p1'] });
    expect(primary.sent).toEqual([CHANGE]);
  });

  it("keep the other workers' changes that arrive before the search index subscribes, and hand them over then", () => {
    const primary = fakeProcessChannel();
    const changes = clusterCatalogueChanges(primary.channel);
    primary.deliver(CHANGE);
    const heard: CatalogueChange[] = [];
    changes.subscribe(async (change) => void heard.push(change));
    expect(heard).toEqual([{ locale: 'cz', productIds: ['p1'] }]);
    primary.deliver({ ...CHANGE, productIds: ['p2'] });
    expect(heard).toEqual([
      { locale: 'cz', productIds: ['p1'] },
      { locale: 'cz', productIds: ['p2'] },
    ]);
  });

  it("skip any other message: the primary's orders, Node's own, or a malformed change", () => {
    const primary = fakeProcessChannel();
    const changes = clusterCatalogueChanges(primary.channel);
    const heard: CatalogueChange[] = [];
    changes.subscribe(async (change) => void heard.push(change));
    for (const message of [
      { kind: 'audiora.stop' },
      { cmd: 'NODE_CLUSTER', act: 'listening' },
      { ...CHANGE, locale: 'xx' },
      { ...CHANGE, productIds: 'p1' },
      'text',
    ])
      primary.deliver(message);
    expect(heard).toEqual([]);
  });
});
