import { apiErrorSchema } from '#contract/api-error.schema';
import {
  clubPurchaseParamsSchema,
  type PurchaseTrackingDataWire,
  purchaseTrackingDataSchema,
  purchaseTrackingQuerySchema,
} from '#contract/tracking.schema';
import type { PurchaseTrackingData } from '#server/commerce/tracking/get-purchase-tracking-data.use-case';
import type { CommerceModule } from '#server/composition/commerce.module';
import { requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

const wire = (data: PurchaseTrackingData): PurchaseTrackingDataWire => ({
  transaction_id: data.transactionId,
  value: data.value,
  currency: data.currency,
  coupon: data.coupon,
  discount: data.discount,
  items: data.items.map((item) => ({ item_id: item.itemId, item_name: item.itemName, price: item.price })),
});

const responses = {
  200: { description: 'The purchase event', schema: purchaseTrackingDataSchema },
  401: { description: 'Not signed in', schema: apiErrorSchema },
  404: { description: "Not the viewer's paid order", schema: apiErrorSchema },
};

/** Analytics payloads of the viewer's own paid orders: `/purchase-tracking-data` and `/tracking-data/club-purchase/{id}`. */
export const registerTracking = (ctx: ApiAreaContext, tracking: CommerceModule['tracking']): void => {
  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getPurchaseTrackingData',
      method: 'get',
      path: '/purchase-tracking-data',
      summary: "The viewer's paid title order as an analytics purchase event (amounts in minor units).",
      tag: 'Tracking',
      query: purchaseTrackingQuerySchema,
      responses: { ...responses, 400: { description: 'Invalid order id', schema: apiErrorSchema } },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const input = { userId: viewer.userId, orderId: query.order_id, kind: 'products' } as const;
      return reply(wire(unwrap(await tracking.getPurchaseTrackingData.execute(input))));
    },
  );

  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getClubPurchaseTrackingData',
      method: 'get',
      path: '/tracking-data/club-purchase/:id',
      summary: "The viewer's paid club order as an analytics purchase event (amounts in minor units).",
      tag: 'Tracking',
      params: clubPurchaseParamsSchema,
      responses,
      cache: 'private',
    },
    async (c, { params, reply }) => {
      const viewer = requireViewer(c);
      const input = { userId: viewer.userId, orderId: params.id, kind: 'club' } as const;
      return reply(wire(unwrap(await tracking.getPurchaseTrackingData.execute(input))));
    },
  );
};
