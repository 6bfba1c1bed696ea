import { describe, expect, it } from 'vitest';
import { SearchBoxStores } from '#application/search/search-box-stores';
import type { CatalogId } from '#domain/market/market';
import { FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';
import { VirtualTime } from '#test/support/virtual-time';

const PL = 'pl-catalog' as CatalogId;
const DE = 'de-catalog' as CatalogId;

const setup = () => {
  const time = new VirtualTime();
  const searchIndex = new FakeSearchIndex({ scheduler: time.scheduler });
  const searchConfig = new FakeSearchConfig();
  let warmUps = 0;
  const stores = new SearchBoxStores({
    searchIndex,
    searchConfig,
    errorReporter: new RecordingErrorReporter(),
    scheduler: time.scheduler,
    warmUp: () => {
      warmUps += 1;
    },
  });
  return { time, searchIndex, searchConfig, stores, warmUps: () => warmUps };
};

describe('SearchBoxStores', () => {
  it('keeps one store per market, so the phrase survives navigation inside the market', () => {
    const { stores } = setup();
    const pl = stores.for(PL);
    pl.type('lalka');
    expect(stores.for(PL)).toBe(pl);
    expect(stores.for(PL).state.phrase).toBe('lalka');
    expect(stores.for(DE)).not.toBe(pl);
    expect(stores.for(DE).state.phrase).toBe('');
  });

  it("queries each market's own search config", async () => {
    const { time, searchConfig, stores } = setup();
    stores.for(PL).type('lalka');
    stores.for(DE).type('krimi');
    await time.advanceBy(250);
    expect([...searchConfig.loadedFor].sort()).toEqual([DE, PL]);
  });
});

describe('SearchBoxStore.prepare', () => {
  it('warms the client up and loads the config before the first query, which then reuses it', async () => {
    const { time, searchConfig, searchIndex, stores, warmUps } = setup();
    const store = stores.for(PL);
    store.prepare();
    expect(warmUps()).toBe(1);
    await time.advanceBy(0);
    expect(searchConfig.loadedFor).toEqual([PL]);
    expect(searchIndex.queries).toEqual([]);
    store.type('lalka');
    await time.advanceBy(250);
    expect(searchIndex.phrases).toEqual(['lalka']);
    expect(searchConfig.loadedFor).toEqual([PL]);
  });

  it('tries the config again with the next query when preparing failed', async () => {
    const { time, searchConfig, searchIndex, stores } = setup();
    searchConfig.failing(1);
    const store = stores.for(PL);
    store.prepare();
    await time.advanceBy(0);
    store.type('lalka');
    await time.advanceBy(250);
    expect(searchConfig.loadedFor).toEqual([PL, PL]);
    expect(searchIndex.phrases).toEqual(['lalka']);
    expect(store.state.isOpen).toBe(true);
  });
});
