import { describe, expect, it } from 'vitest';
import type { GuestCartStorage } from '#application/ports/guest-cart-storage.port';
import type { ReferenceId } from '#domain/cart/cart-item';
import { guestCartKey } from '#infrastructure/browser/guest-cart.schema';
import { localStorageGuestCart } from '#infrastructure/browser/local-storage-guest-cart';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { InMemoryGuestCartStorage } from '#test/support/fakes/in-memory-guest-cart-storage';
import { memoryWebStorage } from '#test/support/fakes/memory-web-storage';

const tadeusz = aCartItem();
const lalka = aCartItem({
  product: { id: 'lalka-id' as never, name: 'Lalka', referenceId: 'pl_lalka' as ReferenceId },
});

const guestCartContract = (name: string, make: () => GuestCartStorage) => {
  describe(`GuestCartStorage contract: ${name}`, () => {
    it('keeps nothing until something is written, and gives back what was', () => {
      const storage = make();
      expect(storage.read('pl')).toEqual([]);
      storage.write('pl', [tadeusz, lalka]);
      expect(storage.read('pl')).toEqual([tadeusz, lalka]);
    });

    it("keeps each market's cart apart, and an empty one is none", () => {
      const storage = make();
      storage.write('pl', [tadeusz]);
      storage.write('cz', [lalka]);
      expect(storage.read('pl')).toEqual([tadeusz]);
      expect(storage.read('cz')).toEqual([lalka]);
      storage.write('pl', []);
      expect(storage.read('pl')).toEqual([]);
      expect(storage.read('cz')).toEqual([lalka]);
    });
  });
};

guestCartContract('localStorageGuestCart', () => {
  const storage = memoryWebStorage();
  return localStorageGuestCart(() => storage);
});
guestCartContract('InMemoryGuestCartStorage', () => new InMemoryGuestCartStorage());

describe('localStorageGuestCart with bad or blocked storage', () => {
  it('reads what is no list, or no JSON, as no cart, and drops only the items of another shape', () => {
    const storage = memoryWebStorage();
    const cart = localStorageGuestCart(() => storage);
    for (const text of ['{', '"x"', '{"a":1}', 'null', JSON.stringify(Array(51).fill(tadeusz))]) {
      storage.items.set(guestCartKey('pl'), text);
      expect(cart.read('pl'), text).toEqual([]);
    }
    const bad = { ...tadeusz, price: -5 };
    const script = { ...lalka, product: { ...lalka.product, name: 5 } };
    storage.items.set(guestCartKey('pl'), JSON.stringify([bad, tadeusz, script, 'x', lalka]));
    expect(cart.read('pl')).toEqual([tadeusz, lalka]);
  });

  it('never throws where the browser blocks storage or it is full', () => {
    const blocked = localStorageGuestCart(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(blocked.read('pl')).toEqual([]);
    expect(() => blocked.write('pl', [tadeusz])).not.toThrow();
    const full = memoryWebStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => localStorageGuestCart(() => full).write('pl', [tadeusz])).not.toThrow();
    expect(localStorageGuestCart(() => null).read('pl')).toEqual([]);
  });
});
