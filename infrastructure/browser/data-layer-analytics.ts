import type { AnalyticsEvent, AnalyticsItem, AnalyticsPort } from '#application/ports/analytics.port';

/** The tag manager's queue (`window.dataLayer`): plain objects it reads when, and if, its script runs. */
export type DataLayer = { push(entry: Readonly<Record<string, unknown>>): unknown };

const wireItem = (item: AnalyticsItem) => ({
  item_id: item.id,
  item_name: item.name,
  ...(item.index === undefined ? {} : { index: item.index }),
  ...(item.price === undefined ? {} : { price: item.price }),
  ...(item.currency === undefined ? {} : { currency: item.currency }),
});

/** An event in GA4's ecommerce shape, as tag-manager tags expect it. */
export const dataLayerEntry = (event: AnalyticsEvent): Readonly<Record<string, unknown>> => {
  switch (event.name) {
    case 'add_to_wishlist':
      return { event: event.name, ecommerce: { items: [{ item_id: event.productId }] } };
    case 'view_item':
      return { event: event.name, ecommerce: { items: [wireItem(event.item)] } };
    case 'view_item_list':
      return {
        event: event.name,
        ecommerce: { item_list_id: event.listId, item_list_name: event.listName, items: event.items.map(wireItem) },
      };
    case 'add_to_cart':
      return {
        event: event.name,
        ecommerce: { currency: event.currency, value: event.item.price ?? 0, items: [wireItem(event.item)] },
      };
    case 'begin_checkout':
      return {
        event: event.name,
        ecommerce: {
          currency: event.currency,
          value: event.value,
          ...(event.coupon === null ? {} : { coupon: event.coupon }),
          items: event.items.map(wireItem),
        },
      };
    case 'purchase': {
      const { purchase } = event;
      return {
        event: event.name,
        ecommerce: {
          transaction_id: purchase.transactionId,
          value: purchase.value,
          currency: purchase.currency,
          ...(purchase.coupon === null ? {} : { coupon: purchase.coupon }),
          discount: purchase.discount,
          items: purchase.items.map(wireItem),
        },
      };
    }
  }
};

/**
 * Analytics into the page's tag-manager data layer. The queue stays in the page: only the market's tag-manager
 * script, loaded where it is configured, sends anything on. Each ecommerce event first clears the previous one,
 * as GA4 asks, so items of one event never leak into the next.
 */
export class DataLayerAnalytics implements AnalyticsPort {
  readonly #dataLayer: () => DataLayer;

  constructor(deps: { readonly dataLayer: () => DataLayer }) {
    this.#dataLayer = deps.dataLayer;
  }

  track(event: AnalyticsEvent): void {
    const layer = this.#dataLayer();
    layer.push({ ecommerce: null });
    layer.push(dataLayerEntry(event));
  }
}

/** The page's `window.dataLayer`, created when the tag manager has not made it yet. */
export const windowDataLayer = (): DataLayer => {
  const scope = globalThis as { dataLayer?: DataLayer };
  scope.dataLayer ??= [];
  return scope.dataLayer;
};
