import { LICENSE_STATES } from '#domain/licensing/license';
import { z } from './zod';

const minorUnits = z.int().nonnegative();

/** Spec §3 "License state per product": one channel's state and prices, in minor units of the market's currency. */
export const licenseChannelSchema = z.object({
  state: z.enum(LICENSE_STATES),
  price: minorUnits,
  lowest_price: minorUnits.nullable(),
  discount_price: minorUnits.nullable(),
  /** price − discount_price when there is a discount, else 0. */
  available_discount: minorUnits,
});

/**
 * `GET /me/audiobook-license-channels/{id}`: `oneoff` (buying the title) and `shared` (the club). `shared` is null
 * where the club cannot give the title: the market runs no club (sk, es) or the title is not in it.
 */
export const licenseChannelsSchema = z.object({
  oneoff: licenseChannelSchema,
  shared: licenseChannelSchema.nullable(),
});

/** `?device_id=`: the device asking, when it is not the session's own. */
export const deviceQuerySchema = z.object({ device_id: z.string().min(1).max(64).optional() });

export type LicenseChannelWire = z.infer<typeof licenseChannelSchema>;
export type LicenseChannelsWire = z.infer<typeof licenseChannelsSchema>;
