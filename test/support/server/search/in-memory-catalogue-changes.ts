import type { CatalogueChange, CatalogueChanges } from '#server/search/indexing/catalogue-changes.port';

/** Server processes played by apps in one test process: each takes an end, and a change reaches every other end. */
export const inMemoryCatalogueChanges = () => {
  const subscribers: { readonly end: object; readonly listener: (change: CatalogueChange) => Promise<void> }[] = [];
  return {
    end: (): CatalogueChanges => {
      const end = {};
      return {
        publish: (change) => {
          for (const subscriber of subscribers) if (subscriber.end !== end) void subscriber.listener(change);
        },
        subscribe: (listener) => subscribers.push({ end, listener }),
      };
    },
  };
};
