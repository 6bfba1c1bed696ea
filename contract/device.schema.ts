import { DEVICE_ID_PATTERN } from '#domain/auth/device-id';
import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** The browser's device id (spec §3: a random UUID in local storage); other clients may send any short token. */
export const deviceIdSchema = z.string().regex(DEVICE_ID_PATTERN);

/** One device the account signed in on (`app:device`); `current` marks the one asking. */
export const deviceSchema = z.object({
  device_id: z.string(),
  /** Derived from the user agent, e.g. "Firefox on Linux". */
  name: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});

/** `GET /me/associated-devices`: the account's devices that were not removed, most recently seen first. */
export const deviceCollectionSchema = z.object({
  total: z.int().nonnegative(),
  _embedded: z.object({ 'app:device': z.array(deviceSchema) }),
  _links: halLinksSchema.optional(),
});

/** `RemoveAssociatedDevice { device_id }`: forgets one of the viewer's own devices and ends its sessions. */
export const removeAssociatedDevicePayloadSchema = z.object({ device_id: deviceIdSchema });

export type DeviceWire = z.infer<typeof deviceSchema>;
export type DeviceCollectionWire = z.infer<typeof deviceCollectionSchema>;
