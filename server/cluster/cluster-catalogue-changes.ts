import type { CatalogueChange, CatalogueChanges } from '../search/indexing/catalogue-changes.port';
import { catalogueChangedMessageOf, parseCatalogueChanged, type ProcessChannel } from './cluster-messages';

/**
 * A worker's catalogue changes, through the primary, which passes each on to the other workers. It listens from the
 * moment it is made, keeping what arrives until the search index is built and subscribes, so no change is missed.
 */
export const clusterCatalogueChanges = (channel: ProcessChannel): CatalogueChanges => {
  const listeners: ((change: CatalogueChange) => Promise<void>)[] = [];
  const waiting: CatalogueChange[] = [];
  channel.onMessage((message) => {
    const parsed = parseCatalogueChanged(message);
    if (!parsed) return;
    const change = { locale: parsed.locale, productIds: parsed.productIds };
    if (listeners.length === 0) waiting.push(change);
    for (const listener of listeners) void listener(change);
  });
  return {
    publish: (change) => channel.send(catalogueChangedMessageOf(change)),
    subscribe: (listener) => {
      listeners.push(listener);
      for (const change of waiting.splice(0)) void listener(change);
    },
  };
};
