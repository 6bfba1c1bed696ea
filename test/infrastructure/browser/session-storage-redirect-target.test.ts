import { describe, expect, it } from 'vitest';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import {
  REDIRECT_TARGET_STORAGE_KEY,
  SessionStorageRedirectTarget,
} from '#infrastructure/browser/session-storage-redirect-target';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { memoryWebStorage } from '#test/support/fakes/memory-web-storage';

const storage = (blocked = false) => memoryWebStorage({ blocked });

const redirectTargetContract = (name: string, make: () => RedirectTargetStore) => {
  describe(`RedirectTargetStore contract: ${name}`, () => {
    it('keeps the last target saved until it is cleared', () => {
      const store = make();
      expect(store.read()).toBeNull();
      store.save('/pl/audiobook/1');
      store.save('/pl/audiobook/2?page=3');
      expect(store.read()).toBe('/pl/audiobook/2?page=3');
      store.clear();
      expect(store.read()).toBeNull();
    });
  });
};

redirectTargetContract('SessionStorageRedirectTarget', () => new SessionStorageRedirectTarget({ storage: storage() }));
redirectTargetContract('InMemoryRedirectTargetStore', () => new InMemoryRedirectTargetStore());

describe('SessionStorageRedirectTarget (spec §4: the redirect target survives the trip to sign-in)', () => {
  it("keeps it under its key in the tab's storage", () => {
    const tab = storage();
    new SessionStorageRedirectTarget({ storage: tab }).save('/cz/audiokniha/1');
    expect(tab.items.get(REDIRECT_TARGET_STORAGE_KEY)).toBe('/cz/audiokniha/1');
  });

  it('keeps nothing, and never throws, where storage is blocked or missing', () => {
    for (const store of [
      new SessionStorageRedirectTarget({ storage: storage(true) }),
      new SessionStorageRedirectTarget({ storage: null }),
    ]) {
      store.save('/pl');
      expect(store.read()).toBeNull();
      store.clear();
    }
  });
});
