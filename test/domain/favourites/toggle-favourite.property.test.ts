import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { type FavouriteCommand, toggleFavourite } from '#domain/favourites/toggle-favourite';

const input = fc.record({
  productId: fc.uuid().map((id) => id as ProductId),
  isFavourite: fc.boolean(),
  isSignedIn: fc.boolean(),
  currentPath: fc.webPath(),
});

const types = (commands: readonly FavouriteCommand[]) => commands.map((c) => c.type);

describe('favourite toggle properties', () => {
  it('changes favourites only for a signed-in user, and then exactly in the opposite direction', () => {
    fc.assert(
      fc.property(input, (i) => {
        const commands = types(toggleFavourite(i));
        const removes = commands.includes('removeFromFavourites');
        const adds = commands.includes('addToFavourites');
        if (!i.isSignedIn) expect(removes || adds).toBe(false);
        else expect([removes, adds]).toEqual([i.isFavourite, !i.isFavourite]);
      }),
    );
  });

  it('undoing a removal adds the same product back', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const command of toggleFavourite({ ...i, isSignedIn: true, isFavourite: true })) {
          if (command.type === 'showToast')
            expect(command.action.command).toEqual({ type: 'addToFavourites', productIds: [i.productId] });
        }
      }),
    );
  });
});
