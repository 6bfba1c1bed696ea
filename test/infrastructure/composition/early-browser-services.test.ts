import { afterEach, describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { DataLayerAnalytics } from '#infrastructure/browser/data-layer-analytics';
import { createEarlyBrowserServices } from '#infrastructure/composition/early-browser-services';
import { TOKENS } from '#infrastructure/composition/tokens';

const scope = globalThis as { dataLayer?: unknown[] };

describe('createEarlyBrowserServices', () => {
  afterEach(() => {
    delete scope.dataLayer;
  });

  it('has analytics into the page data layer before the container exists', () => {
    const analytics = createEarlyBrowserServices().get(TOKENS.Analytics);
    expect(analytics).toBeInstanceOf(DataLayerAnalytics);
    analytics.track({ name: 'add_to_wishlist', productId: 'p-1' as ProductId });
    expect(scope.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: { items: [{ item_id: 'p-1' }] } },
    ]);
  });

  it('says which token it does not have, for services that need the composition root', () => {
    const early = createEarlyBrowserServices();
    expect(() => early.get(TOKENS.AuthStore)).toThrow('Symbol(audiora.AuthStore) is not an early service');
  });
});
