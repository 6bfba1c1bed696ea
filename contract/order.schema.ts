import { z } from './zod';

/** `StartCheckout` and `JoinClub`: the pending order and where the browser pays it. */
export const checkoutStartedSchema = z.object({
  order_id: z.uuid(),
  /** The payment provider's page (locally the sandbox at `/sandbox-pay/{paymentId}`). */
  payment_url: z.string().min(1),
});

export type CheckoutStartedWire = z.infer<typeof checkoutStartedSchema>;
